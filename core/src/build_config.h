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
