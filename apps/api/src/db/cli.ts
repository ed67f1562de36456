import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemoUsers, seedTenants } from './seed.ts';

const command = process.argv[2];
const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  if (command === 'migrate') {
    await migrate(handle);
    await seedTenants(handle);
    console.info(`migrations applied (${handle.driver})`);
  } else if (command === 'seed') {
    await migrate(handle);
    await seedTenants(handle);
    console.info(`demo users created: ${await seedDemoUsers(handle, { talents: config.demoTalents })}`);
  } else {
    console.error('usage: cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
