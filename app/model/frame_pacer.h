// frame_pacer.h — when a frame is drawn (the pacing described in platform/frame_pacing.h): every frame
// while the input changes or something moves by itself and for kLivelyFrames frames after; otherwise one
// every kIdleSeconds.
#pragma once

#include <algorithm>

namespace hitlab::app {

class FramePacer {
 public:
  static constexpr int kLivelyFrames = 8;       ///< frames drawn at once after the last change
  static constexpr double kIdleSeconds = 0.25;  ///< at most this long between two frames when idle

  /// Before a frame, given the input events counted so far, the framebuffer's size and whether something
  /// moves by itself: true while every frame is to be drawn.
  bool lively(long events, int width, int height, bool busy) {
    if (events != events_ || width != width_ || height != height_) {
      events_ = events, width_ = width, height_ = height, quietFrames_ = 0;
    } else if (quietFrames_ < kLivelyFrames) {
      ++quietFrames_;
    }
    return busy || quietFrames_ < kLivelyFrames;
  }
  /// Seconds from `now` until the next idle frame is due (0: now).
  double untilDue(double now) const { return std::max(0.0, lastDrawn_ + kIdleSeconds - now); }
  /// A frame was drawn at `now` (seconds, glfwGetTime).
  void drawn(double now) { lastDrawn_ = now; }

 private:
  long events_ = -1;
  int width_ = -1, height_ = -1, quietFrames_ = 0;
  double lastDrawn_ = -1e300;
};

}  // namespace hitlab::app
