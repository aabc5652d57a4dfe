-- A bullet-hell stage in LÖVE 11 where every collision goes through hitmask's C API by LuaJIT's
-- FFI: several thousand bullets in FFI float arrays (structure of arrays, moved in place, never
-- copied), hit and graze in one pass (hm_test_hit_graze), the bullets that left the screen or hit
-- the player removed (hm_view_test, hm_mask_and_not, hm_compact), and a laser that stops at the
-- first enemy it meets (hm_raycast_closest).
--
--   love examples/love                         play: arrows or WASD move, shift slows, Z or space fires
--   love examples/love --check --frames 300 --seed 7 --screenshot out.png
--                                              the headless check (scripts/test-love.sh, under xvfb-run)
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
local ffi = require("ffi")
local bit = require("bit")

local W, H = 800, 600
local CAPACITY = 16384
local HIT_R, GRAZE_R = 3, 24         -- the player's hitbox and graze ring (plus each bullet's radius)
local MARGIN = 32                    -- bullets this far past the screen are removed
local ENEMIES, ENEMY_R, ENEMY_HP = 4, 18, 180

-- options ----------------------------------------------------------------------------------------
local opt = { check = false, frames = 300, seed = 7, screenshot = nil,
              lib = os.getenv("HITMASK_LIB"), header = os.getenv("HITMASK_HEADER") }

local usage = "usage: love examples/love [--check] [--frames N] [--seed S] [--screenshot FILE] [--lib PATH] [--header PATH]"
-- a mistake: one line naming it and the usage on stderr, exit status 2, before any window opens
local function refuse(message)
  io.stderr:write("hitmask love: " .. message .. "\n" .. usage .. "\n")
  os.exit(2)
end
local function parse(args)
  local takes = { ["--frames"] = "number", ["--seed"] = "number", ["--screenshot"] = "text", ["--lib"] = "text",
                  ["--header"] = "text" }
  local i = 1
  while i <= #args do
    local a = args[i]
    if a == "--check" then opt.check = true
    elseif takes[a] then
      local v = args[i + 1]
      if v == nil then refuse(a .. " needs a value") end
      if takes[a] == "number" then
        v = tonumber(v) or refuse(a .. " wants a number, got '" .. v .. "'")
      end
      opt[a:sub(3)] = v
      i = i + 1
    elseif a:sub(1, 1) == "-" then
      refuse("unknown flag '" .. a .. "'")
    end -- anything else is LÖVE's own (the game's folder)
    i = i + 1
  end
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
local words, hit, graze, inside, keep, idx, count, centre, origin, up
local view, columns, sizes, box, ray, first, at, kept
local ex, ey, er, ehp, erespawn, enemy_view
local px, py = W / 2, H - 80
local frame, hits, grazes, laser_frames = 0, 0, 0, 0
local laser_on, laser_len, laser_enemy = false, 0, -1
local rng
local peak = 0
local flash = 0 -- frames left of the red flash after a hit
-- the check: per-frame agreement and the time of both ways
local mismatches, first_mismatch = 0, nil
local t_hitmask, t_lua, t_again, bullets_timed = {}, {}, {}, 0 -- per frame, for the medians
local done_at = nil

local function q(v) return math.floor(v * 16 + 0.5) / 16 end -- the 1/16 grid

local function alloc()
  bx, by = ffi.new("float[?]", CAPACITY), ffi.new("float[?]", CAPACITY)
  bvx, bvy = ffi.new("float[?]", CAPACITY), ffi.new("float[?]", CAPACITY)
  br, bg, bc = ffi.new("float[?]", CAPACITY), ffi.new("float[?]", CAPACITY), ffi.new("float[?]", CAPACITY)
  local wc = CAPACITY / 64
  words, hit, graze = wc, ffi.new("uint64_t[?]", wc), ffi.new("uint64_t[?]", wc)
  inside, keep = ffi.new("uint64_t[?]", wc), ffi.new("uint64_t[?]", wc)
  idx, count = ffi.new("uint32_t[?]", CAPACITY), ffi.new("size_t[1]") -- a mask's set bits as indices
  centre, origin, up = ffi.new("hm_vec2"), ffi.new("hm_vec2"), ffi.new("hm_vec2", 0, -1)
  view = ffi.new("hm_view")
  view.kind = hm.HM_VIEW_CIRCLES
  view.columns[0], view.columns[1], view.columns[2] = bx, by, br
  columns = ffi.new("void*[7]", bx, by, bvx, bvy, br, bg, bc)
  sizes = ffi.new("size_t[7]", 4, 4, 4, 4, 4, 4, 4)
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
  br[n], bg[n], bc[n] = radius, 0, colour
  n = n + 1
end

-- four enemies, four patterns
local function fire(i, x, y)
  if i == 0 and frame % 8 == 0 then                   -- rings of 120, at a random turn
    local off = rng:random() * math.pi
    for k = 0, 119 do spawn(x, y, off + k * math.pi / 60, 2.25, 3, 0) end
  elseif i == 1 then                                  -- a five-armed spiral, three per arm a frame
    for k = 0, 4 do
      local a = frame * 0.07 + k * 2 * math.pi / 5
      spawn(x, y, a, 2.5, 2, 1); spawn(x, y, -a, 1.75, 2, 1); spawn(x, y, a + 0.5, 1.5, 2, 1)
    end
  elseif i == 2 and frame % 24 == 0 then              -- fans aimed at the player
    local aim = math.atan2(py - y, px - x)
    for k = -6, 6 do
      for s = 0, 2 do spawn(x, y, aim + k * 0.09, 2 + s * 0.75, 4, 2) end
    end
  elseif i == 3 and frame % 40 == 0 then              -- slow rings of big bullets
    for k = 0, 35 do spawn(x, y, k * math.pi / 18 + frame * 0.01, 1.25, 8, 3) end
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

  -- hitmask: hit and graze in one pass over the round bullets, then the laser
  view.size = n
  centre.x, centre.y = px, py
  check(hm.hm_test_hit_graze(view, centre, HIT_R, GRAZE_R, hit, graze, words))
  -- the answers as indices (hm_mask_indices), so no Lua loop runs over every bullet or bit: the
  -- hits are counted, and each grazing bullet is counted once (its grazed column travels with it)
  check(hm.hm_mask_indices(hit, n, idx, CAPACITY, count))
  local h, gz = tonumber(count[0]), 0
  check(hm.hm_mask_indices(graze, n, idx, CAPACITY, count))
  for k = 0, tonumber(count[0]) - 1 do
    local j = idx[k]
    if bg[j] == 0 then gz, bg[j] = gz + 1, 1 end
  end
  laser_enemy, laser_len = -1, oy
  if laser_on then
    origin.x, origin.y = ox, oy
    check(hm.hm_ray_make(origin, up, oy, ray))
    check(hm.hm_raycast_closest(enemy_view, ray, first, at))
    if first[0] < ENEMIES then -- else HM_NO_HIT (SIZE_MAX): the laser meets no enemy
      laser_enemy, laser_len = tonumber(first[0]), at[0]
    end
  end
  -- the bullets that hit or left the screen go: keep = inside & ~hit, compacted in place
  check(hm.hm_view_test(view, box, inside, words))
  check(hm.hm_mask_and_not(inside, n, hit, n, keep, n))
  local t2 = love.timer.getTime()
  if opt.check then -- the first query of a frame pays for cold caches; the same query again at once
    check(hm.hm_test_hit_graze(view, centre, HIT_R, GRAZE_R, hit, graze, words))
    t_again[#t_again + 1] = love.timer.getTime() - t2
  end
  check(hm.hm_compact(keep, n, columns, sizes, 7, kept))
  local before = n
  n = tonumber(kept[0])

  hits, grazes = hits + h, grazes + gz
  if h > 0 then flash = 20 elseif flash > 0 then flash = flash - 1 end
  if laser_enemy >= 0 then
    laser_frames = laser_frames + 1
    ehp[laser_enemy] = ehp[laser_enemy] - 1
    if ehp[laser_enemy] <= 0 then erespawn[laser_enemy] = 90 end
  end

  if opt.check then
    t_lua[#t_lua + 1], t_hitmask[#t_hitmask + 1], bullets_timed = t1 - t0, t2 - t1, bullets_timed + before
    if lua_h ~= h or lua_g ~= gz or lua_kept ~= n or lua_enemy ~= laser_enemy then
      mismatches = mismatches + 1
      first_mismatch = first_mismatch or string.format(
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
  if mismatches == 0 then
    print(string.format("love check: the plain-Lua frame agrees on all %d frames "
      .. "(hits, grazes, bullets kept, the laser's enemy)", frame))
  else
    print(string.format("love check: %d frames disagree; the first: %s", mismatches, first_mismatch))
  end
  local function median(t)
    table.sort(t)
    return t[math.floor((#t + 1) / 2)]
  end
  local mh, ml = median(t_hitmask), median(t_lua)
  print(string.format("love frame time, median of %d frames (%.0f bullets on average): "
    .. "hitmask %.3f ms, plain Lua %.3f ms (plain Lua / hitmask %.1fx)",
    frame, bullets_timed / frame, 1000 * mh, 1000 * ml, ml / mh))
  print(string.format("love frame time: hm_test_hit_graze called again at once (caches warm) %.3f ms",
    1000 * median(t_again)))
end

function love.update(dt)
  if opt.check then
    if done_at then
      if frame >= done_at then -- the screenshot of the last frame has been written
        report()
        love.event.quit(mismatches == 0 and 0 or 1)
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
