import { Link } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <div className={`page container ${styles.wrap}`}>
      <PageMeta title="Page not found" description="The page you were looking for does not exist." />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you were looking for has moved or never existed. Your visa journey can continue from here:</p>
      <ul className={styles.links}>
        <li>
          <Link to={paths.home}>Search visas from the home page</Link>
        </li>
        <li>
          <Link to={paths.track}>Track your application</Link>
        </li>
        <li>
          <Link to={paths.contact}>Contact support</Link>
        </li>
      </ul>
    </div>
  );
}
