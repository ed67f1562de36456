process.env.TEST_DB_DRIVER = 'pglite';
const { createTestApp } = await import('../apps/api/test/test-app.ts');
const ctx = await createTestApp();
for (const r of ctx.app.routeCatalogue) {
  const s = (r.schema ?? {}) as Record<string, unknown>;
  console.log(`${r.method} ${r.url} | ${r.permission.kind}${'capability' in r.permission ? ':' + r.permission.capability : ''} | ${s.querystring ? 'Q' : ''}${s.body ? 'B' : ''}`);
}
await ctx.close();
