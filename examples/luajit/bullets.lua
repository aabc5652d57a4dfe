-- hitmask from LuaJIT through the FFI: a bullet array against the player, an enemy's view cone, a laser,
-- a homing shot's target, the dead bullets removed and fast bullets that spark where they meet a wall.
--   luajit examples/luajit/bullets.lua [path/to/libhitmask.so] [path/to/hitmask/hitmask.h]
-- The declarations are the C header's own, read by hitmask_ffi.lua (next to this file; the LÖVE
-- game in examples/love loads it too).
local ffi = require("ffi")
local here = arg[0]:match("^(.*[/\\])") or "./"
local hm = dofile(here .. "hitmask_ffi.lua")(arg[1] or "libhitmask.so.0",
                                             arg[2] or "/usr/local/include/hitmask/hitmask.h")

local function check(status)
  if status ~= hm.HM_OK then error("hitmask: " .. ffi.string(hm.hm_last_error()), 2) end
end

-- 1,000 bullets on a ring around the player, in SoA float arrays
local n = 1000
local xs, ys = ffi.new("float[?]", n), ffi.new("float[?]", n)
for i = 0, n - 1 do
  local a = i * (2 * math.pi / n)
  local r = 2.5 + (i % 50)          -- radii 2.5..51.5
  xs[i], ys[i] = 320 + r * math.cos(a), 400 + r * math.sin(a)
end

local player, cone = ffi.new("hm_shape"), ffi.new("hm_shape")
check(hm.hm_circle(ffi.new("hm_vec2", 320, 400), 5, player))
check(hm.hm_sector_facing(ffi.new("hm_vec2", 320, 400), ffi.new("hm_vec2", 1, 0), math.rad(80), 30, cone))

local words = ffi.new("uint64_t[?]", math.ceil(n / 64))
check(hm.hm_test(xs, ys, n, player, words, math.ceil(n / 64)))
-- the hits as indices (hm_mask_indices), not a Lua loop over every bit
local hit_indices, hit_count = ffi.new("uint32_t[?]", n), ffi.new("size_t[1]")
check(hm.hm_mask_indices(words, n, hit_indices, n, hit_count))
local hits = tonumber(hit_count[0])
local count = ffi.new("size_t[1]")
check(hm.hm_count(xs, ys, n, player, count))
assert(tonumber(count[0]) == hits)

local idx = ffi.new("uint32_t[?]", n)
check(hm.hm_indices(xs, ys, n, cone, idx, n, count))
local in_cone = tonumber(count[0])

print(string.format("hitmask %s (%s) from LuaJIT", ffi.string(hm.hm_version(nil, nil, nil)),
  ffi.string(hm.hm_isa_name(hm.hm_active_isa()))))
print(string.format("player hits: %d of %d", hits, n))
print(string.format("in the cone: %d (first %d)", in_cone, idx[0]))

-- 3D: 200 spheres (x, y, z, r) in front of a guard, against its 60-degree view cone of range 50,
-- through the generic view (hm_view: a kind and its columns)
local m = 200
local x3, y3, z3, r3 = ffi.new("float[?]", m), ffi.new("float[?]", m), ffi.new("float[?]", m), ffi.new("float[?]", m)
for i = 0, m - 1 do
  x3[i], y3[i], z3[i], r3[i] = i * 0.5, (i % 7) - 3, (i % 3) - 1, 0.25
end
local guard = ffi.new("hm_shape")
check(hm.hm_cone(ffi.new("hm_vec3", 0, 0, 0), ffi.new("hm_vec3", 1, 0, 0), math.rad(60), 50, guard))
local spheres = ffi.new("hm_view")
spheres.kind = hm.HM_VIEW_SPHERES
spheres.columns[0], spheres.columns[1], spheres.columns[2], spheres.columns[3] = x3, y3, z3, r3
spheres.size = m
check(hm.hm_view_count(spheres, guard, count))
print(string.format("spheres the guard sees: %d of %d", tonumber(count[0]), m))

-- a laser from the left edge along +x that stops at the first bullet it meets: the bullets as
-- round bullets of radius 1.5 (hm_view of kind circles) against an hm_ray
local rs = ffi.new("float[?]", n)
for i = 0, n - 1 do rs[i] = 1.5 end
local discs = ffi.new("hm_view")
discs.kind = hm.HM_VIEW_CIRCLES
discs.columns[0], discs.columns[1], discs.columns[2] = xs, ys, rs
discs.size = n
local laser = ffi.new("hm_ray")
check(hm.hm_ray_make(ffi.new("hm_vec2", 0, 400), ffi.new("hm_vec2", 1, 0), 640, laser))
local first, at = ffi.new("size_t[1]"), ffi.new("float[1]")
check(hm.hm_raycast_closest(discs, laser, first, at))
-- every bullet on the laser's line, with its distance: the first is the nearest of them
local distances = ffi.new("float[?]", n)
check(hm.hm_raycast(discs, laser, words, math.ceil(n / 64), distances, n, count))
for i = 0, n - 1 do assert(distances[i] >= at[0]) end
if first[0] == ffi.cast("size_t", -1) then -- HM_NO_HIT (SIZE_MAX): the laser meets nothing
  print("laser: meets nothing")
else
  print(string.format("laser stops at bullet %d after %.2f (%d bullets on its line)", tonumber(first[0]), at[0],
    tonumber(count[0])))
end

-- a homing shot from the player picks the nearest of 8 enemies (hm_nearest over a points view)
local enemies = 8
local ex, ey = ffi.new("float[?]", enemies), ffi.new("float[?]", enemies)
for i = 0, enemies - 1 do ex[i], ey[i] = 100 + 60 * i, 100 + (i * 37) % 90 end
local targets = ffi.new("hm_view")
targets.kind = hm.HM_VIEW_POINTS
targets.columns[0], targets.columns[1] = ex, ey
targets.size = enemies
check(hm.hm_nearest(targets, ffi.new("hm_vec2", 320, 400), math.huge, first, at))
print(string.format("homing shot targets enemy %d at %.2f", tonumber(first[0]), at[0]))

-- the bullets that hit the player are gone: keep the others (hm_mask_not of the hit mask) and move
-- them to the front of every column, in order, with hm_compact
local word_count = math.ceil(n / 64)
local hit, keep = ffi.new("uint64_t[?]", word_count), ffi.new("uint64_t[?]", word_count)
check(hm.hm_test(xs, ys, n, player, hit, word_count))
check(hm.hm_mask_not(hit, n, keep, n))
local columns = ffi.new("void*[3]", xs, ys, rs)
local sizes = ffi.new("size_t[3]", 4, 4, 4) -- bytes per element: floats
check(hm.hm_compact(keep, n, columns, sizes, 3, count))
local alive = tonumber(count[0])
discs.size = alive -- the views see the live bullets
check(hm.hm_count(xs, ys, alive, player, count))
print(string.format("bullets left: %d of %d (%d on the player)", alive, n, tonumber(count[0])))

-- two fast bullets (32 units a frame) against three walls, an hm_aabb set: hm_sweep_first gives the
-- wall each one's move meets first and the fraction of the move done there, where the spark goes
-- (a test at its end point alone would let it tunnel through the 4-unit wall)
local walls = ffi.new("hm_shape[3]")
check(hm.hm_aabb(ffi.new("hm_vec2", 400, 380), ffi.new("hm_vec2", 404, 420), walls[0]))
check(hm.hm_aabb(ffi.new("hm_vec2", 340, 390), ffi.new("hm_vec2", 344, 410), walls[1]))
check(hm.hm_aabb(ffi.new("hm_vec2", 300, 300), ffi.new("hm_vec2", 310, 310), walls[2]))
local fx0, fy0 = ffi.new("float[2]", 320, 320), ffi.new("float[2]", 400, 400) -- where they were
local fx1, fy1 = ffi.new("float[2]", 352, 288), ffi.new("float[2]", 400, 400) -- where they are now
local shots = ffi.new("hm_view")
shots.kind = hm.HM_VIEW_SEGMENTS
shots.columns[0], shots.columns[1], shots.columns[2], shots.columns[3] = fx0, fy0, fx1, fy1
shots.size = 2
local wall, fraction = ffi.new("uint32_t[2]"), ffi.new("float[2]")
check(hm.hm_sweep_first(shots, walls, 3, wall, 2, fraction, 2, count))
for i = 0, 1 do
  if wall[i] == 0xFFFFFFFF then -- HM_NO_SHAPE (a #define, which the FFI does not see)
    print(string.format("fast bullet %d meets no wall", i))
  else
    local f = fraction[i]
    local at_end = ffi.new("size_t[1]")
    check(hm.hm_count(fx1 + i, fy1 + i, 1, walls[wall[i]], at_end))
    print(string.format("fast bullet %d sparks on wall %d at (%.2f, %.2f), %.3f of its move (its end point hits %d)",
      i, wall[i], fx0[i] + f * (fx1[i] - fx0[i]), fy0[i] + f * (fy1[i] - fy0[i]), f, tonumber(at_end[0])))
  end
end

-- a rock in the arena, a convex polygon: its hm_shape holds a handle into the library's table, so a
-- script's slip (a copy kept after the free, a second free) is refused with a message, never a crash
local outline = ffi.new("hm_vec2[4]", {{330, 390}, {370, 390}, {370, 430}, {330, 430}})
local rock = ffi.new("hm_shape")
check(hm.hm_convex_polygon(outline, 4, rock))
local kept = ffi.new("hm_shape", rock) -- a copy: the same handle
check(hm.hm_count(xs, ys, alive, kept, count))
print(string.format("bullets on the rock: %d", tonumber(count[0])))
hm.hm_shape_free(rock)
hm.hm_shape_free(rock) -- freed twice: a no-op
local ok, err = pcall(check, hm.hm_count(xs, ys, alive, kept, count))
print(string.format("the rock's copy after the free: %s", ok and "answered" or err))
hm.hm_shape_free(kept) -- the copy of a freed polygon: a no-op

-- bad input: a status and the message, no crash
local status = hm.hm_circle(ffi.new("hm_vec2", 0, 0), -1, player)
print(string.format("refused: %s (status %d)", ffi.string(hm.hm_last_error()), tonumber(status)))
