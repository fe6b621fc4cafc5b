import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/public-config';
import { blogPosts } from '../blog-posts';
import { PostCard } from '../components/post-card';
import styles from './content-pages.module.css';

export default function BlogPage() {
  return (
    <div className="page container">
      <PageMeta
        title="Visa guides and travel tips"
        description="Practical visa guides for Indian travellers: Schengen, UAE, US and visa-free destinations, document checklists, proof of funds and cover letters."
        path={paths.blog}
      />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>The {PRODUCT_NAME} blog</p>
        <h1>Visa guides and travel tips</h1>
        <p className={styles.lead}>
          Written by our visa desk for Indian passport holders: what embassies ask for, how long things take, and the
          mistakes that delay an application.
        </p>
      </header>
      <div className={styles.postGrid}>
        {blogPosts.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
    </div>
  );
}
