// Linked into every hitmask program built for Node.js (cmake/hitmask_options.cmake): an
// Emscripten program sees only the environment its ENV object holds, so pass on the variable the
// library reads (HITMASK_ISA), as a native program would see it.
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  if (typeof process === 'object' && process.env.HITMASK_ISA !== undefined) ENV.HITMASK_ISA = process.env.HITMASK_ISA;
});
