import { Fragment, useMemo } from 'react';
import { Link } from '@trippy/router';
import { parseMarkdown, type Inline } from './markdown';

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (node.type === 'text') return <Fragment key={i}>{node.text}</Fragment>;
        if (node.type === 'strong')
          return (
            <strong key={i}>
              <InlineNodes nodes={node.children} />
            </strong>
          );
        const children = <InlineNodes nodes={node.children} />;
        return node.href.startsWith('/') ? (
          <Link key={i} to={node.href}>
            {children}
          </Link>
        ) : (
          <a
            key={i}
            href={node.href}
            rel="noopener noreferrer"
            target={node.href.startsWith('http') ? '_blank' : undefined}
          >
            {children}
          </a>
        );
      })}
    </>
  );
}

/** Renders the Markdown subset as React elements (no HTML strings, so nothing in a post can inject markup). */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        if (block.type === 'heading') {
          const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4';
          return (
            <Tag key={i}>
              <InlineNodes nodes={block.children} />
            </Tag>
          );
        }
        if (block.type === 'paragraph')
          return (
            <p key={i}>
              <InlineNodes nodes={block.children} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineNodes nodes={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
