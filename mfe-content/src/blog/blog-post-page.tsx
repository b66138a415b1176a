import { Link, useParams } from '@trippy/router';
import { useHead, usePageOrigin, useResponseStatus } from '@trippy/federation';
import { MessagePage, actionClassName } from '@trippy/ui';
import { useContentText } from '../messages';
import { PlaceArt } from '../shared/place-art';
import { blogPostingJsonLd } from './blog-json-ld';
import { MarkdownView } from './markdown-view';
import { usePost } from './localized-posts';
import { formatPostDate } from './posts';
import { RelatedPackages } from './related-packages';
import styles from './blog.module.css';

export function BlogPostPage() {
  const { t, tag, locale } = useContentText();
  const { id } = useParams();
  const post = usePost(id);
  const origin = usePageOrigin();
  useResponseStatus(post ? 200 : 404);
  useHead(
    post
      ? {
          title: t('{title} | Trippy Himalaya', { title: post.title }),
          description: post.excerpt,
          canonical: `/blogs/${post.id}`,
          type: 'article',
          jsonLd: [blogPostingJsonLd(post, origin, locale)],
        }
      : { title: t('Post not found | Trippy Himalaya'), robots: 'noindex' },
  );
  if (!post)
    return (
      <MessagePage
        title={t('Post not found')}
        text={t('This article may have moved. Browse all our guides instead.')}
        action={
          <Link to="/blogs" className={actionClassName}>
            {t('All posts')}
          </Link>
        }
      />
    );
  return (
    <article className={styles.post}>
      <Link to="/blogs" className={styles.back}>
        ← {t('All posts')}
      </Link>
      <h1>{post.title}</h1>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatPostDate(post.date, tag)}</time> ·{' '}
        {t('{minutes} min read', { minutes: post.minutes })}
        {post.author ? ` · ${t('By {author}', { author: post.author })}` : null}
      </p>
      <div className={styles.cover}>
        <PlaceArt kind={post.cover} title="" />
      </div>
      <MarkdownView source={post.body} className={styles.body} />
      <RelatedPackages slugs={post.related} />
    </article>
  );
}
