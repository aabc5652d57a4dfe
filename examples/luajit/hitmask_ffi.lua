-- hitmask's C API for LuaJIT, shared by examples/luajit/bullets.lua and the LÖVE game
-- (examples/love): the declarations are the C header's own (preprocessor lines and the export
-- macro stripped, the rest handed to ffi.cdef), so there is no second copy of them to keep in step.
--   local hm = dofile("examples/luajit/hitmask_ffi.lua")("libhitmask.so.0", "/usr/local/include/hitmask/hitmask.h")
local ffi = require("ffi")

local function declarations(path)
  local text = assert(io.open(path, "r")):read("*a")
  local out = {}
  for line in text:gmatch("[^\n]*") do
    if not line:match("^%s*#") and not line:match('^extern "C"') and not line:match('^} /%* extern "C" %*/') then
      out[#out + 1] = (line:gsub("HITMASK_API%s*", ""))
    end
  end
  return table.concat(out, "\n")
end

-- the library, as ffi.load gives it; the header is declared once per Lua state
return function(lib_path, header_path)
  if not pcall(ffi.typeof, "hm_shape") then ffi.cdef(declarations(header_path)) end
  return ffi.load(lib_path)
end
