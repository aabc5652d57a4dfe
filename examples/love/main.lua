-- A bullet-hell stage in LÖVE 11 where every collision goes through hitmask's C API by LuaJIT's
-- FFI: several thousand bullets in FFI float arrays (structure of arrays, moved in place, never
-- copied), hit and graze in one pass (hm_test_hit_graze_xy), the bullets that left the screen or hit
-- the player removed (hm_view_test, hm_mask_and_not, hm_compact), and a laser that stops at the
-- first enemy it meets (hm_raycast_closest).
--
--   love examples/love                         play: arrows or WASD move, shift slows, Z or space fires
--   love examples/love --check --frames 300 --seed 7 --screenshot out.png
--                                              the headless check (scripts/test-love.sh, under xvfb-run)
--   love examples/love --bench --bullets 20000 the collision section timed three ways (below)
--   love examples/love --bench --no-physics ...  the same frames without love.physics beside them
--   --bullets N                                patterns dense enough for about N bullets on screen
--                                              (default: the stage as designed, about 5,900 once full)
--   --lib path/to/libhitmask.so.0 --header path/to/hitmask.h   (default: the checkout's build/shared
--                                              and include/, or $HITMASK_LIB and $HITMASK_HEADER)
--
-- The check runs a fixed number of frames from a fixed seed with a scripted player and computes
-- every frame a second time in plain Lua without hitmask (the same semantics: a round bullet of
-- radius r hits the circle (c, R) when d² <= (R + r)²): hits, grazes, the bullets kept and the
-- enemy the laser stops at must agree on every frame. The counts agree exactly by design: every
-- position, velocity and radius is a multiple of 1/16 below 2048, so hitmask's float32 sums and
-- products are exact wherever d² is near a radius (d² < 65536) and Lua's doubles are exact
-- everywhere, and where float32 does round (d² >= 65536) both are far beyond every radius.
--
-- --bench runs the check's frames (headless, nothing drawn) and times a third way beside the two:
-- LÖVE's own physics (love.physics, Box2D 2.3 inside LÖVE), as a LÖVE game would use it for
-- collisions alone. Each bullet is a kinematic body with one circle fixture, a sensor, of the
-- bullet's radius (circles: Box2D's polygon skin does not apply); the player a dynamic body with
-- two sensor circles, the hitbox and the graze ring. Every frame each bullet's body is moved to
-- its position (Body:setPosition), then World:update and the player's contacts read back
-- (Body:getContacts, Contact:isTouching). The meter is 32 pixels, a power of two, so Box2D's
-- coordinates are the 1/16-grid values scaled exactly, and its overlap tolerance (10 FLT_EPSILON
-- meters, 3.8e-5 pixels) is below the narrowest gap the grid leaves between a touch and a miss
-- (|d - (R + r)| >= 1/256 / (2 (R + r)): 6.1e-5 pixels at R + r = 32). A contact's touching state
-- is brought up to date only in a step's collision pass, and the pairs Box2D finds during a step
-- are tested at the next one: with one World:update a frame, love.physics missed a hit on 1 of
-- 300 frames at 4,000 bullets (a bullet that reached the hitbox that frame). So each frame makes
-- two updates, World:update(dt) and World:update(0) (a step of no time moves nothing and tests
-- every contact), and then the hits and grazes of the three ways agree on every frame compared. A bullet's body leaves with it (to a pool, inactive) and a new
-- bullet takes one from the pool: that upkeep is timed with the physics way too.
--
-- A frame of love.physics at thousands of bodies takes milliseconds and leaves nothing of the
-- other two ways in the caches: beside it, hitmask's calls and the plain loop start cold. A game
-- would run one of the three, so --bench --no-physics times the same frames (the same bullets:
-- the physics way never changes them) with love.physics left out.
local ffi = require("ffi")
local bit = require("bit")

local W, H = 800, 600
local CAPACITY = 16384               -- bullets at most (more with --bullets: see alloc)
local STEADY = 5900                  -- about as many bullets as the stage holds once full, as designed
local HIT_R, GRAZE_R = 3, 24         -- the player's hitbox and graze ring (plus each bullet's radius)
local MARGIN = 32                    -- bullets this far past the screen are removed
local ENEMIES, ENEMY_R, ENEMY_HP = 4, 18, 180

-- options ----------------------------------------------------------------------------------------
local opt = { check = false, bench = false, frames = 300, seed = 7, screenshot = nil, bullets = nil,
              lib = os.getenv("HITMASK_LIB"), header = os.getenv("HITMASK_HEADER") }

-- --bullets scales every pattern's bullet count by this (1 without it: the stage as designed)
local density = 1

local usage = "usage: love examples/love [--check | --bench [--no-physics]] [--bullets N] [--frames N] [--seed S] [--screenshot FILE] "
  .. "[--lib PATH] [--header PATH]"
-- a mistake: one line naming it and the usage on stderr, exit status 2, before any window opens
local function refuse(message)
  io.stderr:write("hitmask love: " .. message .. "\n" .. usage .. "\n")
  os.exit(2)
end
local function parse(args)
  local takes = { ["--frames"] = "number", ["--seed"] = "number", ["--screenshot"] = "text", ["--lib"] = "text",
                  ["--header"] = "text", ["--bullets"] = "number" }
  local i = 1
  while i <= #args do
    local a = args[i]
    if a == "--check" then opt.check = true
    elseif a == "--bench" then opt.check, opt.bench = true, true
    elseif a == "--no-physics" then opt.no_physics = true
    elseif takes[a] then
      local v = args[i + 1]
      if v == nil then refuse(a .. " needs a value") end
      if takes[a] == "number" then
        v = tonumber(v) or refuse(a .. " wants a number, got '" .. v .. "'")
      end
      opt[a:sub(3)] = v
      if a == "--frames" then opt.frames_given = true end
      i = i + 1
    elseif a:sub(1, 1) == "-" then
      refuse("unknown flag '" .. a .. "'")
    end -- anything else is LÖVE's own (the game's folder)
    i = i + 1
  end
  if opt.bullets and (opt.bullets < 100 or opt.bullets > 200000) then
    refuse("--bullets wants a count from 100 to 200000, got " .. opt.bullets)
  end
  if opt.bullets then density = opt.bullets / STEADY end
  if opt.no_physics and not opt.bench then refuse("--no-physics goes with --bench") end
  if opt.bench and not opt.frames_given then opt.frames = 600 end
end

-- hitmask: the declarations come from the C header through the LuaJIT example's loader ---------
local hm
local function load_hitmask()
  local game = love.filesystem.getSource()            -- .../examples/love
  local root = game .. "/../.."
  local loader = assert(loadfile(game .. "/../luajit/hitmask_ffi.lua"))()
  hm = loader(opt.lib or (root .. "/build/shared/libhitmask.so.0"),
              opt.header or (root .. "/include/hitmask/hitmask.h"))
end

local function check(status)
  if status ~= hm.HM_OK then error("hitmask: " .. ffi.string(hm.hm_last_error()), 2) end
end

-- the world: bullets in SoA float arrays ----------------------------------------------------------
local n = 0
local bx, by, bvx, bvy, br, bg, bc -- x, y, velocity, radius, grazed (0/1), colour index
local words, hit, graze, inside, keep, idx, count, bb, ones, removed
local view, columns, sizes, box, ray, first, at, kept
local ex, ey, er, ehp, erespawn, enemy_view
local px, py = W / 2, H - 80
local frame, hits, grazes, laser_frames = 0, 0, 0, 0
local laser_on, laser_len, laser_enemy = false, 0, -1
local rng
local peak = 0
local flash = 0 -- frames left of the red flash after a hit
-- the check: per-frame agreement and the time of both ways
-- (one table: the frame function would otherwise need more upvalues than LuaJIT allows)
local stat = { mismatches = 0, first_mismatch = nil, physics_mismatches = 0, first_physics_mismatch = nil,
               t_hitmask = {}, t_lua = {}, t_again = {}, t_physics = {}, bullets_timed = 0, frames_timed = 0,
               physics_compared = 0 }
local done_at = nil

local function q(v) return math.floor(v * 16 + 0.5) / 16 end -- the 1/16 grid

-- The columns start on a 64-byte line, as hitmask::point_buffer's do: LuaJIT's ffi.new gives a
-- float array 8-byte alignment (40 mod 64 here), and then every 64-byte AVX-512 load straddles two
-- lines (hm_test_hit_graze_xy over 50,000 discs: 7.8 us against 6.0 us aligned; docs/bindings.md).
-- An element type declared aligned(64) aligns the array and keeps the elements 4 bytes apart.
if not pcall(ffi.typeof, "love_column_float") then
  ffi.cdef("typedef float love_column_float __attribute__((aligned(64)));")
  ffi.cdef("typedef uint64_t love_mask_word __attribute__((aligned(64)));")
end
local function column(size) return ffi.new("love_column_float[?]", size) end
local function mask_words(count) return ffi.new("love_mask_word[?]", count) end

local function alloc()
  -- room for twice the bullets the patterns hold once the screen is full
  CAPACITY = math.max(CAPACITY, 64 * math.ceil(2 * STEADY * density / 64))
  bx, by = column(CAPACITY), column(CAPACITY)
  bvx, bvy = column(CAPACITY), column(CAPACITY)
  br, bg, bc = column(CAPACITY), column(CAPACITY), column(CAPACITY)
  bb = column(CAPACITY) -- --bench: the bullet's love.physics body (its number in `bodies`)
  local wc = CAPACITY / 64
  words, hit, graze = wc, mask_words(wc), mask_words(wc)
  inside, keep = mask_words(wc), mask_words(wc)
  ones, removed = mask_words(wc), mask_words(wc)
  ffi.fill(ones, wc * 8, 0xff)
  idx, count = ffi.new("uint32_t[?]", CAPACITY), ffi.new("size_t[1]") -- a mask's set bits as indices
  view = ffi.new("hm_view")
  view.kind = hm.HM_VIEW_CIRCLES
  view.columns[0], view.columns[1], view.columns[2] = bx, by, br
  columns = ffi.new("void*[8]", bx, by, bvx, bvy, br, bg, bc, bb)
  sizes = ffi.new("size_t[8]", 4, 4, 4, 4, 4, 4, 4, 4)
  box = ffi.new("hm_shape")
  check(hm.hm_aabb(ffi.new("hm_vec2", -MARGIN, -MARGIN), ffi.new("hm_vec2", W + MARGIN, H + MARGIN), box))
  ray, first, at, kept = ffi.new("hm_ray"), ffi.new("size_t[1]"), ffi.new("float[1]"), ffi.new("size_t[1]")
  ex, ey, er = ffi.new("float[?]", ENEMIES), ffi.new("float[?]", ENEMIES), ffi.new("float[?]", ENEMIES)
  ehp, erespawn = {}, {}
  for i = 0, ENEMIES - 1 do er[i], ehp[i], erespawn[i] = ENEMY_R, ENEMY_HP, 0 end
  enemy_view = ffi.new("hm_view")
  enemy_view.kind = hm.HM_VIEW_CIRCLES
  enemy_view.columns[0], enemy_view.columns[1], enemy_view.columns[2] = ex, ey, er
  enemy_view.size = ENEMIES
end

local function spawn(x, y, angle, speed, radius, colour)
  if n == CAPACITY then return end
  bx[n], by[n] = q(x), q(y)
  bvx[n], bvy[n] = q(math.cos(angle) * speed), q(math.sin(angle) * speed)
  br[n], bg[n], bc[n], bb[n] = radius, 0, colour, -1
  n = n + 1
end

-- four enemies, four patterns; --bullets scales each one's count (`density`). The k-th of m
-- directions around is k * 2 * pi / m, which at the designed counts is bit for bit the angle the
-- stage always had (k * pi / 60 for m = 120: a factor of 2 is exact in floating point).
local function scaled(count) return math.max(1, math.floor(count * density + 0.5)) end
local function fire(i, x, y)
  if i == 0 and frame % 8 == 0 then                   -- rings of 120, at a random turn
    local off, m = rng:random() * math.pi, scaled(120)
    for k = 0, m - 1 do spawn(x, y, off + k * 2 * math.pi / m, 2.25, 3, 0) end
  elseif i == 1 then                                  -- a five-armed spiral, three per arm a frame
    local m = scaled(5)
    for k = 0, m - 1 do
      local a = frame * 0.07 + k * 2 * math.pi / m
      spawn(x, y, a, 2.5, 2, 1); spawn(x, y, -a, 1.75, 2, 1); spawn(x, y, a + 0.5, 1.5, 2, 1)
    end
  elseif i == 2 and frame % 24 == 0 then              -- fans aimed at the player
    local aim, m = math.atan2(py - y, px - x), scaled(6)
    local spread = m == 6 and 0.09 or 0.54 / m        -- the fan keeps its width
    for k = -m, m do
      for s = 0, 2 do spawn(x, y, aim + k * spread, 2 + s * 0.75, 4, 2) end
    end
  elseif i == 3 and frame % 40 == 0 then              -- slow rings of big bullets
    local m = scaled(36)
    for k = 0, m - 1 do spawn(x, y, k * 2 * math.pi / m + frame * 0.01, 1.25, 8, 3) end
  end
end

-- the plain-Lua frame: the same questions without hitmask -------------------------------------
local function lua_frame(ox, oy, maxd)
  local h, gz, kept_n = 0, 0, 0
  for i = 0, n - 1 do
    local x, y, r = bx[i], by[i], br[i]
    local dx, dy = x - px, y - py
    local d2 = dx * dx + dy * dy
    local reach_hit, reach_graze = HIT_R + r, GRAZE_R + r
    local is_hit = d2 <= reach_hit * reach_hit
    if is_hit then
      h = h + 1
    elseif d2 <= reach_graze * reach_graze and bg[i] == 0 then
      gz = gz + 1
    end
    -- on the screen: the disc overlaps the box (the distance to its nearest point <= r)
    local cx, cy = math.min(math.max(x, -MARGIN), W + MARGIN), math.min(math.max(y, -MARGIN), H + MARGIN)
    if not is_hit and (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r then kept_n = kept_n + 1 end
  end
  local best, best_t = -1, math.huge
  if maxd then
    for i = 0, ENEMIES - 1 do -- the ray (ox, oy) + t (0, -1), 0 <= t <= maxd, against each disc
      local dx, r = ex[i] - ox, er[i]
      if dx * dx <= r * r then
        local half = math.sqrt(r * r - dx * dx)
        local t_in, t_out = (oy - ey[i]) - half, (oy - ey[i]) + half
        if t_out >= 0 then
          local t = math.max(t_in, 0)
          if t <= maxd and t < best_t then best, best_t = i, t end
        end
      end
    end
  end
  return h, gz, kept_n, best
end

-- --bench's third way: love.physics (see the top of the file) ----------------------------------
local world, player_body, hit_fixture, graze_fixture
local bodies, pool = {}, {}           -- every body made; the idle ones by radius
local body_grazed, touched_hit, seen_at, seen = {}, {}, {}, {} -- by body: grazed once, in the hitbox,
                                                               -- the frame it last touched; this frame's

local function physics_load()
  love.physics.setMeter(32)
  world = love.physics.newWorld(0, 0, false) -- no gravity; no sleeping (every body moves anyway)
  player_body = love.physics.newBody(world, px, py, "dynamic")
  hit_fixture = love.physics.newFixture(player_body, love.physics.newCircleShape(HIT_R))
  graze_fixture = love.physics.newFixture(player_body, love.physics.newCircleShape(GRAZE_R))
  hit_fixture:setSensor(true)
  graze_fixture:setSensor(true)
end

-- a body for the new bullet i: an idle one of its radius, else a new one
local function physics_take(i, first_frame)
  local r = br[i]
  local idle = pool[r]
  local id
  if idle and #idle > 0 then
    id = table.remove(idle)
    bodies[id]:setPosition(bx[i], by[i])
    bodies[id]:setActive(true)
  else
    id = #bodies + 1
    local body = love.physics.newBody(world, bx[i], by[i], "kinematic")
    local fixture = love.physics.newFixture(body, love.physics.newCircleShape(r))
    fixture:setSensor(true)
    fixture:setUserData(id)
    bodies[id] = body
  end
  -- a new bullet has grazed nothing; on love.physics' first frame every bullet takes its body, with
  -- what hitmask's way has counted so far (that frame is not compared)
  bb[i], body_grazed[id] = id, first_frame and bg[i] ~= 0
end

-- the frame's hits and new grazes as love.physics sees them; `fresh` is the first bullet spawned
-- since the last frame (their bodies are taken here)
local function physics_frame(fresh, first_frame)
  for i = fresh, n - 1 do physics_take(i, first_frame) end
  for i = 0, n - 1 do bodies[bb[i]]:setPosition(bx[i], by[i]) end
  player_body:setPosition(px, py)
  world:update(1 / 60) -- tests the pairs it knew, then finds the pairs of the moved fixtures
  world:update(0)      -- tests those too (a step of no time moves nothing)
  -- each body touching the player once, and whether it touches the hitbox (a body in the hitbox
  -- is in the graze ring too, which lies around it)
  local m = 0
  for _, contact in ipairs(player_body:getContacts()) do
    if contact:isTouching() then
      local a, b = contact:getFixtures()
      local mine, other = a, b
      if b == hit_fixture or b == graze_fixture then mine, other = b, a end
      local id = other:getUserData()
      if seen_at[id] ~= frame then seen_at[id], touched_hit[id], m = frame, false, m + 1; seen[m] = id end
      if mine == hit_fixture then touched_hit[id] = true end
    end
  end
  local h, gz = 0, 0
  for k = 1, m do
    local id = seen[k]
    if touched_hit[id] then
      h = h + 1
    elseif not body_grazed[id] then
      gz, body_grazed[id] = gz + 1, true
    end
  end
  return h, gz
end

-- the bodies of the bullets that go (all but `keep`) back to the pool, before hm_compact
local function physics_release()
  check(hm.hm_mask_and_not(ones, n, keep, n, removed, n))
  check(hm.hm_mask_indices(removed, n, idx, CAPACITY, count))
  for k = 0, tonumber(count[0]) - 1 do
    local i = idx[k]
    local id = bb[i]
    bodies[id]:setActive(false)
    local r = br[i]
    pool[r] = pool[r] or {}
    table.insert(pool[r], id)
  end
end

-- The collision section through hitmask: hit and graze in one pass over the round bullets, then
-- the laser, then the bullets to keep. A function of its own, called every frame, and with no
-- call that LuaJIT's compiler cannot take (love's C functions such as love.timer.getTime, a C
-- function with a struct argument by value): LuaJIT compiles it into a trace, its FFI calls into
-- direct calls, as it compiles the plain Lua loops. Inside step() it ran in the interpreter, which
-- took twice as long at 4,000 bullets (docs/bindings.md). Returns the hits, the new grazes and
-- the laser's enemy (-1 for none) and length.
local function hitmask_section(ox, oy)
  view.size = n
  -- the center as two floats: a call with an hm_vec2 by value is one LuaJIT's compiler leaves to
  -- the interpreter (NYI), and the whole function with it
  check(hm.hm_test_hit_graze_xy(view, px, py, HIT_R, GRAZE_R, hit, graze, words))
  -- the answers as indices (hm_mask_indices), so no Lua loop runs over every bullet or bit: the
  -- hits are counted, and each grazing bullet is counted once (its grazed column travels with it)
  check(hm.hm_mask_indices(hit, n, idx, CAPACITY, count))
  local h, gz = tonumber(count[0]), 0
  check(hm.hm_mask_indices(graze, n, idx, CAPACITY, count))
  for k = 0, tonumber(count[0]) - 1 do
    local j = idx[k]
    if bg[j] == 0 then gz, bg[j] = gz + 1, 1 end
  end
  local laser_enemy, laser_len = -1, oy
  if laser_on then
    -- straight up from the player, as far as the top of the screen: the fields filled here, as
    -- every cast checks them as hm_ray_make() does (one C call a frame fewer)
    ray.origin_x, ray.origin_y, ray.dir_x, ray.dir_y, ray.max_distance = ox, oy, 0, -1, oy
    check(hm.hm_raycast_closest(enemy_view, ray, first, at))
    if first[0] < ENEMIES then -- else HM_NO_HIT (SIZE_MAX): the laser meets no enemy
      laser_enemy, laser_len = tonumber(first[0]), at[0]
    end
  end
  -- the bullets that hit or left the screen go: keep = inside & ~hit, compacted in place
  check(hm.hm_view_test(view, box, inside, words))
  check(hm.hm_mask_and_not(inside, n, hit, n, keep, n))
  return h, gz, laser_enemy, laser_len
end

-- one frame of the game -------------------------------------------------------------------------
local function step(input)
  frame = frame + 1
  -- the player: keys, or the scripted path of the check (on the 1/16 grid either way)
  if input then
    local speed = input.slow and 1.5 or 4
    px = math.min(W - 8, math.max(8, px + input.dx * speed))
    py = math.min(H - 8, math.max(8, py + input.dy * speed))
    laser_on = input.fire
  else
    px = q(W / 2 + 260 * math.sin(frame * 0.017))
    py = q(H - 130 + 70 * math.sin(frame * 0.043))
    laser_on = true
  end
  -- enemies drift and fire; a dead one comes back after a while
  local fresh = n -- the first bullet fired this frame
  for i = 0, ENEMIES - 1 do
    if ehp[i] > 0 then
      ex[i] = q(100 + i * 200 + 70 * math.sin(frame * 0.02 + i))
      ey[i] = q(70 + 30 * i % 90 + 20 * math.sin(frame * 0.031 + 2 * i))
      fire(i, ex[i], ey[i])
    else
      ex[i], ey[i] = -1000, -1000 -- out of the laser's reach
      erespawn[i] = erespawn[i] - 1
      if erespawn[i] <= 0 then ehp[i] = ENEMY_HP end
    end
  end
  -- the bullets move in place
  for i = 0, n - 1 do bx[i], by[i] = bx[i] + bvx[i], by[i] + bvy[i] end
  peak = math.max(peak, n)

  local ox, oy = px, py - 6
  local lua_h, lua_g, lua_kept, lua_enemy
  local t0 = love.timer.getTime()
  if opt.check then lua_h, lua_g, lua_kept, lua_enemy = lua_frame(ox, oy, laser_on and oy or nil) end
  local t1 = love.timer.getTime()

  -- hitmask: its own function, so that LuaJIT compiles it as one trace once it runs hot
  local h, gz
  h, gz, laser_enemy, laser_len = hitmask_section(ox, oy)
  local t2 = love.timer.getTime()
  local timed = opt.check and (not opt.bench or frame > opt.frames - 300) -- --bench: the last 300 frames
  if timed then -- the first query of a frame pays for cold caches; the same query again at once
    check(hm.hm_test_hit_graze_xy(view, px, py, HIT_R, GRAZE_R, hit, graze, words))
    stat.t_again[#stat.t_again + 1] = love.timer.getTime() - t2
  end
  -- the third way, love.physics: its hits and grazes, and their time, over the last 300 frames
  -- and the one before, where every bullet on the screen takes its body (at 50,000 bullets a frame
  -- of love.physics takes most of a second: the frames that fill the screen go without it)
  local physics_from = math.max(1, opt.frames - 300)
  if opt.bench and not opt.no_physics and frame >= physics_from then
    local p0 = love.timer.getTime()
    local first_frame = frame == physics_from
    local ph, pg = physics_frame(first_frame and 0 or fresh, first_frame)
    physics_release()
    if timed then stat.t_physics[#stat.t_physics + 1] = love.timer.getTime() - p0 end
    if not first_frame then stat.physics_compared = stat.physics_compared + 1 end
    if not first_frame and (ph ~= h or pg ~= gz) then
      stat.physics_mismatches = stat.physics_mismatches + 1
      stat.first_physics_mismatch = stat.first_physics_mismatch or string.format(
        "frame %d (%d bullets): hitmask hits %d grazes %d; love.physics %d %d", frame, n, h, gz, ph, pg)
    end
  end
  check(hm.hm_compact(keep, n, columns, sizes, 8, kept))
  local before = n
  n = tonumber(kept[0])

  hits, grazes = hits + h, grazes + gz
  if h > 0 then flash = 20 elseif flash > 0 then flash = flash - 1 end
  if laser_enemy >= 0 then
    laser_frames = laser_frames + 1
    ehp[laser_enemy] = ehp[laser_enemy] - 1
    if ehp[laser_enemy] <= 0 then erespawn[laser_enemy] = 90 end
  end

  if timed then
    stat.t_lua[#stat.t_lua + 1], stat.t_hitmask[#stat.t_hitmask + 1] = t1 - t0, t2 - t1
    stat.bullets_timed, stat.frames_timed = stat.bullets_timed + before, stat.frames_timed + 1
  end
  if opt.check then
    if lua_h ~= h or lua_g ~= gz or lua_kept ~= n or lua_enemy ~= laser_enemy then
      stat.mismatches = stat.mismatches + 1
      stat.first_mismatch = stat.first_mismatch or string.format(
        "frame %d (%d bullets): hitmask hits %d grazes %d kept %d laser enemy %d; plain Lua %d %d %d %d",
        frame, before, h, gz, n, laser_enemy, lua_h, lua_g, lua_kept, lua_enemy)
    end
  end
end

-- LÖVE's callbacks ------------------------------------------------------------------------------
local dot, batch, font
local accumulator = 0
local COLOURS = { [0] = { 1, 0.55, 0.2 }, { 0.85, 0.4, 1 }, { 1, 0.9, 0.3 }, { 0.4, 0.6, 1 } }

function love.load(args)
  parse(args)
  if opt.check then -- no error screen to wait on: print the error and exit with status 1
    love.errorhandler = function(msg)
      print("love check: error: " .. tostring(msg) .. "\n" .. debug.traceback())
      return function() return 1 end
    end
  end
  load_hitmask()
  alloc()
  if opt.bench and not opt.no_physics then physics_load() end
  rng = love.math.newRandomGenerator(opt.seed)
  local img = love.image.newImageData(32, 32)
  img:mapPixel(function(x, y)
    local d = math.sqrt((x - 15.5) ^ 2 + (y - 15.5) ^ 2)
    local a = math.max(0, math.min(1, 16 - d))
    local core = d < 9 and 1 or 0.75
    return core, core, core, a
  end)
  dot = love.graphics.newImage(img)
  batch = love.graphics.newSpriteBatch(dot, CAPACITY, "stream")
  font = love.graphics.newFont(13)
  love.graphics.setFont(font)
end

local function report()
  local isa = ffi.string(hm.hm_isa_name(hm.hm_active_isa()))
  print(string.format("love check: %d frames, seed %d, hitmask %s (%s): %d hits, %d grazes, "
    .. "laser on an enemy %d frames, %d bullets at the end (peak %d)",
    frame, opt.seed, ffi.string(hm.hm_version(nil, nil, nil)), isa, hits, grazes, laser_frames, n, peak))
  if laser_enemy >= 0 then
    print(string.format("love check: on the last frame the laser stops at enemy %d after %.2f", laser_enemy, laser_len))
  else
    print("love check: on the last frame the laser meets no enemy")
  end
  if stat.mismatches == 0 then
    print(string.format("love check: the plain-Lua frame agrees on all %d frames "
      .. "(hits, grazes, bullets kept, the laser's enemy)", frame))
  else
    print(string.format("love check: %d frames disagree; the first: %s", stat.mismatches, stat.first_mismatch))
  end
  local function median(t)
    table.sort(t)
    return t[math.floor((#t + 1) / 2)]
  end
  local mh, ml = median(stat.t_hitmask), median(stat.t_lua)
  print(string.format("love frame time, median of %d frames (%.0f bullets on average): "
    .. "hitmask %.3f ms, plain Lua %.3f ms (plain Lua / hitmask %.1fx)",
    stat.frames_timed, stat.bullets_timed / stat.frames_timed, 1000 * mh, 1000 * ml, ml / mh))
  if opt.bench and opt.no_physics then
    print(string.format("love bench alone: %d bullets asked, %.0f on average over the last %d of %d frames: "
      .. "hitmask %.3f ms, plain Lua %.3f ms a frame (plain Lua / hitmask %.1fx)", opt.bullets or STEADY,
      stat.bullets_timed / stat.frames_timed, stat.frames_timed, frame, 1000 * mh, 1000 * ml, ml / mh))
  elseif opt.bench then
    local mp = median(stat.t_physics)
    print(string.format("love bench: %d bullets asked, %.0f on average over the last %d of %d frames: "
      .. "hitmask %.3f ms, plain Lua %.3f ms, love.physics %.3f ms a frame (plain Lua / hitmask %.1fx, "
      .. "love.physics / hitmask %.0fx)", opt.bullets or STEADY, stat.bullets_timed / stat.frames_timed,
      stat.frames_timed, frame, 1000 * mh, 1000 * ml, 1000 * mp, ml / mh, mp / mh))
    if stat.physics_mismatches == 0 then
      print(string.format("love bench: love.physics agrees on all %d frames compared (hits, grazes)",
        stat.physics_compared))
    else
      print(string.format("love bench: love.physics disagrees on %d frames; the first: %s", stat.physics_mismatches,
        stat.first_physics_mismatch))
    end
  end
  print(string.format("love frame time: hm_test_hit_graze_xy called again at once (caches warm) %.3f ms",
    1000 * median(stat.t_again)))
end

function love.update(dt)
  if opt.check then
    if done_at then
      if frame >= done_at then -- the screenshot of the last frame has been written
        report()
        love.event.quit((stat.mismatches == 0 and stat.physics_mismatches == 0) and 0 or 1)
      end
      return
    end
    step(nil)
    if frame == opt.frames then
      done_at = frame
      if opt.screenshot then
        love.graphics.captureScreenshot(function(image)
          local f = assert(io.open(opt.screenshot, "wb"))
          f:write(image:encode("png"):getString())
          f:close()
          print("love screenshot: " .. opt.screenshot)
        end)
      end
    end
    return
  end
  accumulator = math.min(accumulator + dt, 4 / 60) -- the game runs at 60 steps a second
  while accumulator >= 1 / 60 do
    local down = love.keyboard.isDown
    local input = { dx = 0, dy = 0, slow = down("lshift", "rshift"), fire = down("z", "space") }
    if down("left", "a") then input.dx = input.dx - 1 end
    if down("right", "d") then input.dx = input.dx + 1 end
    if down("up", "w") then input.dy = input.dy - 1 end
    if down("down", "s") then input.dy = input.dy + 1 end
    step(input)
    accumulator = accumulator - 1 / 60
  end
end

function love.keypressed(key)
  if key == "escape" then love.event.quit() end
end

function love.draw()
  if opt.check and frame < opt.frames then return end -- the check draws its last frame only
  love.graphics.clear(0.04, 0.04, 0.09)
  batch:clear()
  for i = 0, n - 1 do
    local c = COLOURS[bc[i]]
    if bg[i] ~= 0 then batch:setColor(0.3, 1, 1) else batch:setColor(c[1], c[2], c[3]) end
    local s = br[i] / 12
    batch:add(bx[i], by[i], 0, s, s, 16, 16)
  end
  love.graphics.draw(batch)
  -- enemies
  for i = 0, ENEMIES - 1 do
    if ehp[i] > 0 then
      love.graphics.setColor(0.9, 0.2, 0.3)
      love.graphics.circle("fill", ex[i], ey[i], er[i])
      love.graphics.setColor(0.2, 1, 0.4)
      love.graphics.rectangle("fill", ex[i] - 20, ey[i] - er[i] - 8, 40 * ehp[i] / ENEMY_HP, 3)
    end
  end
  -- the laser, stopped at the first enemy (a spark there)
  if laser_on then
    love.graphics.setColor(0.6, 1, 0.9, 0.8)
    love.graphics.setLineWidth(3)
    love.graphics.line(px, py - 6, px, py - 6 - laser_len)
    if laser_enemy >= 0 then
      love.graphics.setColor(1, 1, 1)
      love.graphics.circle("fill", px, py - 6 - laser_len, 5)
    end
  end
  -- the player: the graze ring and the hitbox
  love.graphics.setLineWidth(1)
  love.graphics.setColor(0.3, 1, 1, 0.35)
  love.graphics.circle("line", px, py, GRAZE_R)
  love.graphics.setColor(1, 1, 1)
  love.graphics.polygon("fill", px, py - 12, px - 8, py + 8, px + 8, py + 8)
  love.graphics.setColor(1, 0.2, 0.2)
  love.graphics.circle("fill", px, py, HIT_R)
  if flash > 0 then -- hit: a red ring that fades
    love.graphics.setColor(1, 0.15, 0.15, flash / 20)
    love.graphics.setLineWidth(3)
    love.graphics.circle("line", px, py, 14 + (20 - flash))
    love.graphics.setLineWidth(1)
  end
  -- the HUD
  love.graphics.setColor(1, 1, 1)
  love.graphics.print(string.format("hitmask %s   bullets %d   hits %d   grazes %d   frame %d   %d fps",
    ffi.string(hm.hm_isa_name(hm.hm_active_isa())), n, hits, grazes, frame, love.timer.getFPS()), 8, H - 22)
  if not opt.check then
    love.graphics.print("arrows/WASD move, shift slows, Z/space laser, Esc quits", W - 360, H - 22)
  end
end
