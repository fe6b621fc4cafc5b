export { eraseWishlist } from './erasure';
export { wishlistInterest } from './stored-interest';
