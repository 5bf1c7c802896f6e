/** The pages the budgets cover. The purchase page, the cart and quick order are signed-in only: measured signed in. */
export interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
}

export const benchPages: BenchPage[] = [
  { name: 'Home', path: '/', signedIn: false },
  { name: 'Tools', path: '/tools', signedIn: false },
  { name: 'Tools search', path: '/tools?q=saw', signedIn: false },
  { name: 'Blogs', path: '/blogs', signedIn: false },
  { name: 'Portfolio', path: '/portfolio', signedIn: false },
  { name: 'Login', path: '/login', signedIn: false },
  { name: 'Register', path: '/register', signedIn: false },
  { name: 'Purchase', path: '/order/claw-hammer', signedIn: true },
  { name: 'Cart', path: '/cart', signedIn: true },
  { name: 'Quick order', path: '/quick-order', signedIn: true },
];
