import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const db = new PGlite(); await db.query('select 1'); console.log('mem', Date.now()-t);
const blob = await db.dumpDataDir('none');
t=Date.now(); const db2 = new PGlite({loadDataDir: blob}); await db2.query('select 1'); console.log('load', Date.now()-t);
t=Date.now(); const db3 = new PGlite({loadDataDir: blob}); await db3.query('select 1'); console.log('load2', Date.now()-t);
