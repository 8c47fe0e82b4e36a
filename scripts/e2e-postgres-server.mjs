// The API tests' Postgres server: creates a fresh database on the TEST_DATABASE_URL server, loads
// the demo data into it (npm run db:seed), then runs the production server on it (npm start).
// The database is dropped when the server is stopped.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("TEST_DATABASE_URL is not set");
  process.exit(1);
}
const name = `farmshops_e2e_${randomBytes(5).toString("hex")}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function run(command, args, env) {
  return spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
}

await admin(`create database ${name}`);
const env = { DATABASE_URL: url.toString() };
const seed = run("npm", ["run", "--silent", "db:seed"], env);
const seeded = await new Promise((resolve) => seed.on("exit", (code) => resolve(code === 0)));
if (!seeded) {
  await admin(`drop database if exists ${name} with (force)`);
  process.exit(1);
}
const server = run("npm", ["start"], env);
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
  process.exit(code);
};
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
server.on("exit", (code) => void stop(code ?? 0));
