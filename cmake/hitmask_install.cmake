# install + find_package(hitmask CONFIG): the hitmask::hitmask target for consumers.
include(CMakePackageConfigHelpers)

install(TARGETS hitmask EXPORT hitmaskTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY include/hitmask DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

set(HITMASK_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/hitmask)
install(EXPORT hitmaskTargets NAMESPACE hitmask:: DESTINATION ${HITMASK_CMAKE_DIR})
configure_package_config_file(cmake/hitmaskConfig.cmake.in
  ${PROJECT_BINARY_DIR}/hitmaskConfig.cmake INSTALL_DESTINATION ${HITMASK_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/hitmaskConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/hitmaskConfig.cmake ${PROJECT_BINARY_DIR}/hitmaskConfigVersion.cmake
  DESTINATION ${HITMASK_CMAKE_DIR})
# The build tree is a package too: find_package(hitmask CONFIG) with hitmask_DIR (or
# CMAKE_PREFIX_PATH) naming this build folder uses its library and the source tree's headers.
export(EXPORT hitmaskTargets NAMESPACE hitmask:: FILE ${PROJECT_BINARY_DIR}/hitmaskTargets.cmake)

# pkg-config: `pkg-config --cflags --libs hitmask` for C and C++ programs and FFI build scripts.
# A static libhitmask.a also needs the C++ runtime when a C program links it.
if(BUILD_SHARED_LIBS)
  set(HITMASK_PC_CFLAGS "")
  set(HITMASK_PC_LIBS "-lhitmask")
else()
  set(HITMASK_PC_CFLAGS " -DHITMASK_STATIC")
  set(HITMASK_PC_LIBS "-lhitmask -lstdc++ -lm")
endif()
configure_file(cmake/hitmask.pc.in ${PROJECT_BINARY_DIR}/hitmask.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/hitmask.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
