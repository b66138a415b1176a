import { PGlite } from '@electric-sql/pglite';
async function main() {
  let t = Date.now();
  const a = await PGlite.create('memory://');
  console.log('fresh', Date.now() - t);
  await a.query('create table x (id int)');
  t = Date.now();
  const dump = await a.dumpDataDir('none');
  console.log('dump', Date.now() - t, dump.size);
  t = Date.now();
  const b = await PGlite.create({ loadDataDir: dump });
  console.log('load', Date.now() - t, (await b.query('select count(*) from x')).rows);
}
main();
