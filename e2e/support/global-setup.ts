import { seedDemoData } from '../../emulators/src/seed';

/** Every browser run starts from the demo shop, whatever the integration tests left behind. */
export default async function globalSetup() {
  await seedDemoData();
}
