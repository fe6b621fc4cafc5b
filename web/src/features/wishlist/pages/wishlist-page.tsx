import { PageMeta } from '../../../components/ui/page-meta';

export default function WishlistPage() {
  return (
    <div className="page container">
      <PageMeta title="My Future Wishlist" description="Places you want to go." />
      <h1>My Future Wishlist</h1>
    </div>
  );
}
