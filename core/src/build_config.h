// build_config.h — what the build selected (internal).
#pragma once

#ifndef HITLAB_FAST
#define HITLAB_FAST 1
#endif

namespace hitlab::detail {

/// True when the speed-only paths of src/fast are built (CMake option HITLAB_FAST). With false, every pair
/// takes the reference path of src/pairs alone; both builds give the same results bit for bit.
inline constexpr bool kFast = HITLAB_FAST;

}  // namespace hitlab::detail

// A kernel is cloned for the listed instruction sets and the best one for the CPU is picked at load time
// (the binary stays portable; a build without HITLAB_FAST has no clones). The sanitizer build compiles only
// the baseline version, so that the tests also run the code of machines without AVX2 or AVX-512 (the release
// build runs the best clone the test machine has).
#if defined(HITLAB_BASELINE_ONLY) || !HITLAB_FAST
#define HITLAB_CLONES(...)
#else
#define HITLAB_CLONES(...) __attribute__((target_clones(__VA_ARGS__)))
#endif
