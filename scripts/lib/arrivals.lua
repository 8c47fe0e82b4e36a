-- Arrivals at a steady rate for the wrk scripts of scripts/bench-hits.mjs: the times of a Poisson
-- process of BENCH_RATE requests a second, taken in turn by whichever connection is free next, so
-- that the rate holds whatever the answers' times (a connection still waiting for its answer lets
-- the next free one take its turn; the connections bound how many are in flight).
local ffi = require("ffi")
ffi.cdef([[
typedef struct { long tv_sec; long tv_usec; } bench_timeval;
int gettimeofday(bench_timeval *tv, void *tz);
]])
local tv = ffi.new("bench_timeval")
local function now_ms()
  ffi.C.gettimeofday(tv, nil)
  return tonumber(tv.tv_sec) * 1000 + tonumber(tv.tv_usec) / 1000
end

local M = {}

function M.schedule(rate)
  local mean_ms = 1000 / rate
  local next_at = nil
  math.randomseed(os.time())
  -- wrk calls delay() before each request: the wait, in ms, until this request's turn.
  return function()
    local now = now_ms()
    next_at = (next_at or now) + -math.log(1 - math.random()) * mean_ms
    return math.max(0, next_at - now)
  end
end

return M
