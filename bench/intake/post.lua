-- wrk script: POST /api/client-submissions with a valid assessment whose email is unique per
-- request (wrk thread id + per-thread counter + a per-run tag), so no request is a duplicate (409).
-- Each request carries X-Forwarded-For of a visitor of its own (the server trusts 127.0.0.1 as its proxy).
-- Usage: wrk -t1 -c50 -d15s --latency -s bench/intake/post.lua http://127.0.0.1:PORT
-- Optional: BENCH_TAG=<text> in the environment to vary the email between runs.

local threads = {}
local next_id = 0

function setup(thread)
  next_id = next_id + 1
  thread:set("id", next_id)
  table.insert(threads, thread)
end

local tag = os.getenv("BENCH_TAG") or tostring(os.time())
local counter = 0

wrk.method = "POST"
wrk.path = "/api/client-submissions"
wrk.headers["Content-Type"] = "application/json"

local head = '{"firstName":"Bench","lastName":"Runner","email":"w'
local tail = '@bench.example","phone":"+44 20 7946 0000","country":"United Kingdom",'
  .. '"amountLost":"10000-25000","currency":"GBP","depositMethod":"bank-transfer",'
  .. '"companyName":"Example Trading Ltd","expertCallTime":"Mornings",'
  .. '"caseDetails":"Deposited funds with an online broker that stopped answering withdrawals.",'
  .. '"consentToShare":false}'

function request()
  counter = counter + 1
  local body = head .. tag .. "-" .. id .. "-" .. counter .. tail
  -- Each assessment from a visitor of its own, as the proxy in front of the server reports them.
  local n = id * 1000000 + counter
  local headers = {
    ["Content-Type"] = "application/json",
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256),
  }
  return wrk.format(nil, nil, headers, body)
end
