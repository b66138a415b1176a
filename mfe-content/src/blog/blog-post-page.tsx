import { Link, useParams } from '@trippy/router';
import { useHead, usePageOrigin, useResponseStatus } from '@trippy/federation';
import { MessagePage, actionClassName } from '@trippy/ui';
import { PlaceArt } from '../shared/place-art';
import { blogPostingJsonLd } from './blog-json-ld';
import { MarkdownView } from './markdown-view';
import { findPost, formatPostDate } from './posts';
import { RelatedPackages } from './related-packages';
import styles from './blog.module.css';

export function BlogPostPage() {
  const { id } = useParams();
  const post = findPost(id);
  const origin = usePageOrigin();
  useResponseStatus(post ? 200 : 404);
  useHead(
    post
      ? {
          title: `${post.title} | Trippy Himalaya`,
          description: post.excerpt,
          canonical: `/blogs/${post.id}`,
          type: 'article',
          jsonLd: [blogPostingJsonLd(post, origin)],
        }
      : { title: 'Post not found | Trippy Himalaya', robots: 'noindex' },
  );
  if (!post)
    return (
      <MessagePage
        title="Post not found"
        text="This article may have moved. Browse all our guides instead."
        action={
          <Link to="/blogs" className={actionClassName}>
            All posts
          </Link>
        }
      />
    );
  return (
    <article className={styles.post}>
      <Link to="/blogs" className={styles.back}>
        ← All posts
      </Link>
      <h1>{post.title}</h1>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.minutes} min read
        {post.author ? ` · By ${post.author}` : null}
      </p>
      <div className={styles.cover}>
        <PlaceArt kind={post.cover} title="" />
      </div>
      <MarkdownView source={post.body} className={styles.body} />
      <RelatedPackages slugs={post.related} />
    </article>
  );
}
