import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside (a link, a bold figure): each `{name}` that t() left in is
 * replaced by its node, wherever the language puts it in the sentence.
 */
export function RichText({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, index) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}
