import { Link } from '@trippy/router';
import { useContentText } from '../messages';
import { PlaceArt } from '../shared/place-art';
import { usePosts } from './localized-posts';
import { formatPostDate } from './posts';
import styles from './blog.module.css';

export function BlogListPage() {
  const posts = usePosts();
  const { t, tag } = useContentText();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('Travel Blog')}</h1>
        <p>{t('Guides from our Dehradun team: Yatra dates, trek preparation, packing lists and routes.')}</p>
      </header>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id} className={styles.card}>
            <Link to={`/blogs/${post.id}`} className={styles.cardLink}>
              <PlaceArt kind={post.cover} title="" />
              <span className={styles.meta}>
                {formatPostDate(post.date, tag)} · {t('{minutes} min read', { minutes: post.minutes })}
              </span>
              <h2>{post.title}</h2>
              <p>{post.excerpt}</p>
              <span className={styles.more}>{t('Read more')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
