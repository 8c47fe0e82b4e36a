-- wrk script for scripts/bench-hits.mjs: the same GET arriving at BENCH_RATE a second, spread out
-- as visitors' requests would be (arrivals.lua), rather than as fast as the server answers.
package.path = os.getenv("BENCH_LUA_PATH") .. "/?.lua;" .. package.path
delay = require("arrivals").schedule(tonumber(os.getenv("BENCH_RATE")))
