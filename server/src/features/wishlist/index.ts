export { wishlistInterest } from './stored-interest';
