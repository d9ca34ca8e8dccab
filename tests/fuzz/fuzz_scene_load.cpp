// fuzz_scene_load.cpp — libFuzzer harness: the scene loader on any bytes.
//
// Any input either loads or is refused with a SceneError whose one-line message starts with the file name;
// nothing else may escape (no crash, no other exception, no sanitizer report). A scene that loads survives
// a round trip: written back as JSON and loaded again, it is the same scene.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "hitlab/scene_io.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace hitlab;
  const std::string text(reinterpret_cast<const char*>(data), size);
  Scene scene;
  try {
    scene = parseScene(text, "fuzz.json");
  } catch (const SceneError& e) {
    const std::string what = e.what();
    if (what.rfind("fuzz.json", 0) != 0 || what.find('\n') != std::string::npos) {
      std::fprintf(stderr, "an error message that is not one line naming the file: %s\n", e.what());
      std::abort();
    }
    return 0;
  }
  const std::string written = sceneToJson(scene);
  Scene again;
  try {
    again = parseScene(written, "written.json");
  } catch (const SceneError& e) {
    std::fprintf(stderr, "a loaded scene, written back, does not load: %s\n%s\n", e.what(), written.c_str());
    std::abort();
  }
  if (sceneToJson(again) != written) {
    std::fprintf(stderr, "the round trip changed the scene:\n%s\n", written.c_str());
    std::abort();
  }
  return 0;
}
