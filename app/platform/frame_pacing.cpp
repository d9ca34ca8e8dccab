// frame_pacing.cpp — input events counted, and frames drawn when something changes (frame_pacing.h).
#include "frame_pacing.h"

#include <GLFW/glfw3.h>

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

}  // namespace hitlab::app
