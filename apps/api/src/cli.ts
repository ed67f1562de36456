import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './prepare.ts';

const command = process.argv[2];
const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  if (command === 'migrate') {
    await prepareDatabase(handle, { seedDemo: false });
    console.info(`migrations applied (${handle.driver})`);
  } else if (command === 'seed') {
    const { demoUsersCreated } = await prepareDatabase(handle, { seedDemo: true, demoTalents: config.demoTalents });
    console.info(`demo users created: ${demoUsersCreated}`);
  } else {
    console.error('usage: cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
