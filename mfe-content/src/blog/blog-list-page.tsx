import { Link } from '@trippy/router';
import { PlaceArt } from '../shared/place-art';
import { formatPostDate, POSTS } from './posts';
import styles from './blog.module.css';

export function BlogListPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Travel Blog</h1>
        <p>Guides from our Dehradun team: Yatra dates, trek preparation, packing lists and routes.</p>
      </header>
      <ul className={styles.grid}>
        {POSTS.map((post) => (
          <li key={post.id} className={styles.card}>
            <Link to={`/blogs/${post.id}`} className={styles.cardLink}>
              <PlaceArt kind={post.cover} title="" />
              <span className={styles.meta}>
                {formatPostDate(post.date)} · {post.minutes} min read
              </span>
              <h2>{post.title}</h2>
              <p>{post.excerpt}</p>
              <span className={styles.more}>Read more</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
