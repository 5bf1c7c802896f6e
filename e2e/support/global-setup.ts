import { reseedDemoShop } from './demo-shop';

/** Every browser run starts from the demo shop, whatever the integration tests left behind. */
export default async function globalSetup() {
  await reseedDemoShop();
}
