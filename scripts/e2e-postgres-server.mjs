// The API tests' Postgres server: creates a fresh database on the TEST_DATABASE_URL server, loads
// the demo data into it (npm run db:seed), then runs the production server on it (npm start).
// The database is dropped when the server is stopped.
import { spawn } from "node:child_process";
import { createThrowawayDatabase } from "./lib/throwaway-database.mjs";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error("TEST_DATABASE_URL is not set");
  process.exit(1);
}

function run(command, args, env) {
  return spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
}

const database = await createThrowawayDatabase(adminUrl, "farmshops_e2e");
const env = { DATABASE_URL: database.url };
const seed = run("npm", ["run", "--silent", "db:seed"], env);
const seeded = await new Promise((resolve) => seed.on("exit", (code) => resolve(code === 0)));
if (!seeded) {
  await database.drop();
  process.exit(1);
}
const server = run("npm", ["start"], env);
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  await database.drop();
  process.exit(code);
};
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
server.on("exit", (code) => void stop(code ?? 0));
