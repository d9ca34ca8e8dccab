// Animations for slides (issue 53; app/export/animation_file.h): frames written as an animated WebP, an
// animated GIF or PNG frames, read back with the same libraries' decoders: every frame there, in order,
// at its time, its pixels as drawn (exactly for WebP and PNG, within the GIF palette's 5 bits per channel).
#include <gif_lib.h>
#include <gtest/gtest.h>
#include <stb/stb_image.h>
#include <webp/demux.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "files.h"

#include "export/animation_file.h"

namespace hitlab::test {
namespace {

using app::AnimationFrame;
using app::writeAnimation;
namespace fs = std::filesystem;

// Three frames of 24 x 10: a colour band moving right, each frame its own colours.
std::vector<AnimationFrame> frames() {
  std::vector<AnimationFrame> out;
  for (int k = 0; k < 3; ++k) {
    AnimationFrame f{24, 10, std::vector<std::uint8_t>(24 * 10 * 4)};
    for (int y = 0; y < 10; ++y)
      for (int x = 0; x < 24; ++x) {
        std::uint8_t* p = &f.rgba[(y * 24 + x) * 4];
        const bool band = x >= 8 * k && x < 8 * k + 8;
        p[0] = band ? 240 : 16, p[1] = static_cast<std::uint8_t>(40 * k + 8), p[2] = band ? 32 : 200,
        p[3] = 255;
      }
    out.push_back(std::move(f));
  }
  return out;
}

fs::path animationPath(const std::string& name) { return freshPath("hitlab-animation-tests", name); }

TEST(AnimationFile, WebPHoldsEveryFrameExactlyAtItsTime) {
  const fs::path path = animationPath("steps.webp");
  writeAnimation(frames(), 800, path.string());
  const std::string bytes = bytesOf(path);
  WebPData data{reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()};
  WebPAnimDecoderOptions options;
  ASSERT_TRUE(WebPAnimDecoderOptionsInit(&options));
  options.color_mode = MODE_RGBA;
  WebPAnimDecoder* decoder = WebPAnimDecoderNew(&data, &options);
  ASSERT_NE(decoder, nullptr);
  WebPAnimInfo info;
  ASSERT_TRUE(WebPAnimDecoderGetInfo(decoder, &info));
  EXPECT_EQ(info.canvas_width, 24u);
  EXPECT_EQ(info.canvas_height, 10u);
  EXPECT_EQ(info.frame_count, 3u);
  EXPECT_EQ(info.loop_count, 0u);  // (forever)
  const auto want = frames();
  for (int k = 0; WebPAnimDecoderHasMoreFrames(decoder); ++k) {
    std::uint8_t* pixels = nullptr;
    int timestamp = 0;
    ASSERT_TRUE(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp));
    EXPECT_EQ(timestamp, 800 * (k + 1));  // (the time the frame ends)
    EXPECT_EQ(std::vector<std::uint8_t>(pixels, pixels + want[k].rgba.size()), want[k].rgba) << "frame " << k;
  }
  WebPAnimDecoderDelete(decoder);
}

TEST(AnimationFile, GifHoldsEveryFrameWithItsDelayInItsOwnColours) {
  const fs::path path = animationPath("steps.gif");
  writeAnimation(frames(), 800, path.string());
  int error = 0;
  GifFileType* gif = DGifOpenFileName(path.c_str(), &error);
  ASSERT_NE(gif, nullptr) << GifErrorString(error);
  ASSERT_EQ(DGifSlurp(gif), GIF_OK);
  EXPECT_EQ(gif->SWidth, 24);
  EXPECT_EQ(gif->SHeight, 10);
  ASSERT_EQ(gif->ImageCount, 3);
  const auto want = frames();
  for (int k = 0; k < 3; ++k) {
    const SavedImage& image = gif->SavedImages[k];
    GraphicsControlBlock control;
    ASSERT_EQ(DGifSavedExtensionToGCB(gif, k, &control), GIF_OK);
    EXPECT_EQ(control.DelayTime, 80);  // (hundredths of a second)
    const ColorMapObject* map = image.ImageDesc.ColorMap ? image.ImageDesc.ColorMap : gif->SColorMap;
    ASSERT_NE(map, nullptr);
    for (int i = 0; i < 24 * 10; ++i) {
      const GifColorType c = map->Colors[image.RasterBits[i]];
      for (int ch = 0; ch < 3; ++ch) {
        const int got = (&c.Red)[ch], expected = want[k].rgba[4 * i + ch];
        ASSERT_LE(std::abs(got - expected), 8) << "frame " << k << " pixel " << i << " channel " << ch;
      }
    }
  }
  DGifCloseFile(gif, &error);
}

TEST(AnimationFile, PngFramesAreNumberedAndExact) {
  const fs::path dir = animationPath("frames");
  writeAnimation(frames(), 800, dir.string());
  const auto want = frames();
  for (int k = 0; k < 3; ++k) {
    const fs::path file = dir / ("frame-00" + std::to_string(k + 1) + ".png");
    int w = 0, h = 0, channels = 0;
    unsigned char* pixels = stbi_load(file.c_str(), &w, &h, &channels, 4);
    ASSERT_NE(pixels, nullptr) << file;
    EXPECT_EQ(w, 24);
    EXPECT_EQ(h, 10);
    EXPECT_EQ(std::vector<std::uint8_t>(pixels, pixels + want[k].rgba.size()), want[k].rgba) << file;
    stbi_image_free(pixels);
  }
  EXPECT_FALSE(fs::exists(dir / "frame-004.png"));
}

TEST(AnimationFile, BadRequestsSayWhatAndWhereAndWriteNothing) {
  const fs::path path = animationPath("bad.webp");
  auto uneven = frames();
  uneven[1].width = 12, uneven[1].rgba.resize(12 * 10 * 4);
  const auto message = [&](const std::vector<AnimationFrame>& f, int ms, const std::string& to) {
    try {
      writeAnimation(f, ms, to);
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  EXPECT_EQ(message(uneven, 800, path.string()), path.string() + ": frames of different sizes");
  EXPECT_EQ(message({}, 800, path.string()), path.string() + ": no frames");
  EXPECT_EQ(message(frames(), 5, path.string()), path.string() + ": a frame time from 10 ms to 60 s");
  EXPECT_FALSE(fs::exists(path));
  const std::string nowhere = "/proc/hitlab-no-such-folder/steps.gif";
  EXPECT_NE(message(frames(), 800, nowhere).find(nowhere), std::string::npos);
}

}  // namespace
}  // namespace hitlab::test
