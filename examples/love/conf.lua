-- LÖVE's configuration for the hitmask bullet-hell stage (examples/love/main.lua).
function love.conf(t)
  local check, bench = false, false
  for _, a in ipairs(arg or {}) do
    if a == "--check" then check = true end
    if a == "--bench" then check, bench = true, true end
  end
  t.identity = "hitmask-love"
  t.version = "11.4"
  t.window.title = "hitmask: a bullet-hell stage through LuaJIT's FFI"
  t.window.width, t.window.height = 800, 600
  t.window.vsync = check and 0 or 1 -- the headless check runs its frames as fast as they go
  t.modules.audio, t.modules.sound = false, false -- no sound; and no audio device under Xvfb
  t.modules.joystick, t.modules.video = false, false
  t.modules.physics = bench -- love.physics (Box2D) is the third way of --bench only
end
