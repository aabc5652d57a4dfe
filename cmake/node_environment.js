// Linked into every hitmask program built for Node.js (cmake/hitmask_options.cmake): an
// Emscripten program sees only the environment its ENV object holds, so pass on the variables the
// library and the test suite read (HITMASK_ISA; gtest's sharding), as a native program would see
// them.
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  if (typeof process !== 'object') return;
  for (const name of ['HITMASK_ISA', 'GTEST_TOTAL_SHARDS', 'GTEST_SHARD_INDEX'])
    if (process.env[name] !== undefined) ENV[name] = process.env[name];
});
