// frame_pacing.cpp — input events counted, and frames drawn when something changes (frame_pacing.h).
#include "frame_pacing.h"

#include <GLFW/glfw3.h>

#include <algorithm>

namespace hitlab::app {

// [SECTION] Input counters, fed by GLFW callbacks (one window, the main thread)

namespace {

InputCounts gCounts;

void onKey(GLFWwindow*, int, int, int action, int) {
  if (action != GLFW_REPEAT) ++gCounts.keys;
  ++gCounts.events;
}
void onButton(GLFWwindow*, int, int, int) { ++gCounts.buttons, ++gCounts.events; }
void onCursor(GLFWwindow*, double x, double y) { gCounts.cursorX = x, gCounts.cursorY = y, ++gCounts.events; }
void onScroll(GLFWwindow*, double, double) { ++gCounts.events; }
void onChar(GLFWwindow*, unsigned int) { ++gCounts.events; }

}  // namespace

void countInputEvents(GLFWwindow* window) {
  glfwSetKeyCallback(window, onKey);
  glfwSetMouseButtonCallback(window, onButton);
  glfwSetCursorPosCallback(window, onCursor);
  glfwSetScrollCallback(window, onScroll);
  glfwSetCharCallback(window, onChar);
  glfwGetCursorPos(window, &gCounts.cursorX, &gCounts.cursorY);  // (where it is before any motion)
}

void countInputEvent() { ++gCounts.events; }

const InputCounts& inputCounts() { return gCounts; }

// [SECTION] FramePacer

bool FramePacer::lively(int width, int height, bool busy) {
  if (gCounts.events != events_ || width != width_ || height != height_) {
    events_ = gCounts.events, width_ = width, height_ = height, quietFrames_ = 0;
  } else if (quietFrames_ < kLivelyFrames) {
    ++quietFrames_;
  }
  return busy || quietFrames_ < kLivelyFrames;
}

double FramePacer::untilDue(double now) const { return std::max(0.0, lastDrawn_ + kIdleSeconds - now); }

}  // namespace hitlab::app
