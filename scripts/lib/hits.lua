-- wrk script for scripts/bench-hits.mjs: page-view beacons to POST /api/hit arriving at
-- BENCH_RATE a second, spread out as a crowd's would (arrivals.lua), over the shops in BENCH_SLUGS
-- (comma-separated).
package.path = os.getenv("BENCH_LUA_PATH") .. "/?.lua;" .. package.path
local arrivals = require("arrivals")
local slugs = {}
for slug in string.gmatch(os.getenv("BENCH_SLUGS") or "x", "[^,]+") do slugs[#slugs + 1] = slug end
local n = 0

request = function()
  n = n + 1
  -- A thousand visitors (agents differ: one machine has one address); every third comes from a
  -- search engine.
  local referrer = (n % 3 == 0) and "https://www.google.com/" or ""
  local body = '{"t":"v","p":"/shop/' .. slugs[(n % #slugs) + 1] .. '","r":"' .. referrer .. '"}'
  local headers = {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0." .. (n % 1000) .. ".0 Safari/537.36",
  }
  return wrk.format("POST", "/api/hit", headers, body)
end

delay = arrivals.schedule(tonumber(os.getenv("BENCH_RATE")))
