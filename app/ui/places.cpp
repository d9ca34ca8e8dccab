// places.cpp — the items' places for the frame report (places.h).
#include "places.h"

#include <imgui.h>

namespace hitlab::app {

namespace {
float gPlaces[static_cast<int>(Place::Count)][2];
}

void clearPlaces() {
  for (auto& p : gPlaces) p[0] = p[1] = -1;
}

void markPlace(Place place) {
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  gPlaces[static_cast<int>(place)][0] = (lo.x + hi.x) / 2;
  gPlaces[static_cast<int>(place)][1] = (lo.y + hi.y) / 2;
}

const float* placeOf(Place place) { return gPlaces[static_cast<int>(place)]; }

}  // namespace hitlab::app
