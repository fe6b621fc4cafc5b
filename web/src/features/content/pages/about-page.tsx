import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/public-config';
import { blogPosts } from '../blog-posts';
import { PostCard } from '../components/post-card';
import { ValueIcon, type ValueIconName } from '../components/value-icons';
import styles from './content-pages.module.css';

const VALUES = [
  {
    icon: 'rupee',
    title: 'Honest, upfront pricing',
    text: 'One price in rupees that includes our service and the government fee. No surprise charges at the visa centre.',
  },
  {
    icon: 'check',
    title: 'Every document checked',
    text: 'A visa expert reviews each file against the embassy’s own checklist before it is submitted, so small mistakes never cost you a trip.',
  },
  {
    icon: 'clock',
    title: 'On time, every time',
    text: 'We quote a “get your visa by” date from real processing times — and 99.2% of visas reach travellers on or before it.',
  },
  {
    icon: 'lock',
    title: 'Your data stays yours',
    text: 'Passport scans and bank statements are encrypted, shared only with the embassy, and deleted when you no longer need them.',
  },
] as const satisfies ReadonlyArray<{ icon: ValueIconName; title: string; text: string }>;

const STATS = [
  { value: '99.2%', label: 'visas on time' },
  { value: '5L+', label: 'visas processed' },
  { value: '4.81', label: 'average traveller rating' },
] as const;

export default function AboutPage() {
  const latestPost = blogPosts[0];
  return (
    <div className="page container">
      <PageMeta
        title={`About ${PRODUCT_NAME}`}
        description={`${PRODUCT_NAME} makes visas simple for Indian travellers: transparent prices, expert-checked documents and support seven days a week.`}
        path={paths.about}
      />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>About us</p>
        <h1>Visas made simple for every Indian traveller</h1>
        <p className={styles.lead}>
          {PRODUCT_NAME} started with a simple frustration: planning a holiday took hours, but getting the visa for it
          took weeks of confusing checklists, queues and guesswork. Today our visa experts and technology handle that
          part for lakhs of travellers every year.
        </p>
      </header>

      <section aria-labelledby="mission" className={styles.split}>
        <div>
          <h2 id="mission">Our mission</h2>
          <p>
            To make applying for a visa as easy as booking a train ticket — clear requirements, one honest price, and a
            date you can plan around. Whether it is a first family trip to Dubai, a semester in Germany or a business
            meeting in Singapore, we want every Indian passport holder to travel with confidence.
          </p>
          <p>
            We do it by combining up-to-date visa rules for every destination with people who read every application
            before an embassy does, and support that answers from Monday to Sunday, 9 AM to 8 PM IST.
          </p>
        </div>
        <ul className={styles.stats} aria-label={`${PRODUCT_NAME} in numbers`}>
          {STATS.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values">
        <h2 id="values">What we stand for</h2>
        <ul className={styles.valueGrid}>
          {VALUES.map((value) => (
            <li key={value.title} className={`card ${styles.valueCard}`}>
              <span className={styles.valueIcon}>
                <ValueIcon name={value.icon} />
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join" className={styles.ctaBand}>
        <div>
          <h2 id="join">Travel with us, or build with us</h2>
          <p>Start your next visa in minutes, or help us make travel simpler for millions more Indians.</p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} to={`${paths.goForVisa}?autostart=1`}>
            Reserve Your Visa
          </Link>
          <Link className={styles.secondaryAction} to={paths.careers}>
            See Open Roles
          </Link>
        </div>
      </section>

      {latestPost ? (
        <section aria-labelledby="from-the-blog" className={styles.more}>
          <h2 id="from-the-blog">From the blog</h2>
          <div className={styles.singlePost}>
            <PostCard post={latestPost} headingLevel={3} />
          </div>
          <p>
            <Link to={paths.blog}>Read all visa guides</Link> · <Link to={paths.newsroom}>Newsroom</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
