// test_rounding.cpp — correct rounding (issue 27): the oracle of rounding_oracle.h on values with known
// answers.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <random>

#include "rounding_oracle.h"

namespace {

namespace oracle = hitlab::oracle;

bool same(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0 || (a == 0 && b == 0);  // (the sign of a zero aside)
}
mpq_class pow2(long e) {
  mpz_class one = 1;
  return e >= 0 ? mpq_class(one << static_cast<mp_bitcnt_t>(e))
                : mpq_class(one, one << static_cast<mp_bitcnt_t>(-e));
}

// [SECTION] The oracle

TEST(RoundingOracle, KnownValues) {
  EXPECT_EQ(oracle::nearest(mpq_class(1, 10)), 0.1);
  EXPECT_EQ(oracle::nearest(mpq_class(-9, 5)), -1.8);
  EXPECT_EQ(oracle::nearest(mpq_class(1, 3)), 1.0 / 3);
  EXPECT_EQ(oracle::nearest(oracle::root(2)), std::sqrt(2.0));
  EXPECT_EQ(oracle::nearest(oracle::root(mpq_class(1, 2))), std::sqrt(0.5));
  EXPECT_EQ(oracle::nearest(oracle::root(4)), 2.0);
  // 1 - sqrt(2) = -0.41421356237309504880...: the double nearest (printed by a correctly rounding printf).
  EXPECT_EQ(oracle::nearest(oracle::Value{1, -1, 2}), -0.41421356237309503);
  // Overflow: 1e308 * 10 and the largest double's upper midpoint (a tie: to infinity, the even side).
  EXPECT_EQ(oracle::nearest(mpq_class(1e308) * 10), INFINITY);
  EXPECT_EQ(oracle::nearest(-mpq_class(1e308) * 10), -INFINITY);
  const mpq_class maxMid = mpq_class(DBL_MAX) + pow2(970);
  EXPECT_EQ(oracle::nearest(maxMid), INFINITY);
  EXPECT_EQ(oracle::nearest(maxMid - pow2(-100)), DBL_MAX);
  // Subnormals and their ties: 2^-1075 is halfway between 0 and 2^-1074 (to 0, even); 3 2^-1075 halfway
  // between 2^-1074 and 2^-1073 (to 2^-1073).
  EXPECT_EQ(oracle::nearest(pow2(-1074)), 0x1p-1074);
  EXPECT_EQ(oracle::nearest(pow2(-1075)), 0.0);
  EXPECT_EQ(oracle::nearest(pow2(-1075) + pow2(-1200)), 0x1p-1074);
  EXPECT_EQ(oracle::nearest(pow2(-1075) * 3), 0x1p-1073);
  EXPECT_EQ(oracle::nearest(pow2(-1075) * 5), 0x1p-1073);
  EXPECT_TRUE(std::signbit(oracle::nearest(-pow2(-1076))));
  // Halfway cases in the normal range: 1 + 2^-53 to 1, 1 + 3 2^-53 to 1 + 2^-51, 1 - 2^-54 (below a power of
  // two the spacing halves) to 1.
  EXPECT_EQ(oracle::nearest(1 + pow2(-53)), 1.0);
  EXPECT_EQ(oracle::nearest(1 + pow2(-53) * 3), 1 + 0x1p-51);
  EXPECT_EQ(oracle::nearest(1 - pow2(-54)), 1.0);
  EXPECT_EQ(oracle::nearest(1 - pow2(-54) - pow2(-200)), 1 - 0x1p-53);
  // The root of a square between subnormals: sqrt(2^-2148) = 2^-1074.
  EXPECT_EQ(oracle::nearest(oracle::root(pow2(-2148))), 0x1p-1074);
}

// IEEE 754's own operations are correctly rounded: the oracle must agree with the hardware on every one,
// subnormal results included.
TEST(RoundingOracle, AgreesWithHardwareOperations) {
  std::mt19937_64 rng(27);
  std::uniform_int_distribution<int> scale(-1080, 1000);
  std::uniform_real_distribution<double> unit(-1, 1);
  for (int i = 0; i < 4000; ++i) {
    const double a = std::ldexp(unit(rng), scale(rng) / 2), b = std::ldexp(unit(rng), scale(rng) / 2);
    const mpq_class A(a), B(b);
    ASSERT_TRUE(same(oracle::nearest(A * B), a * b)) << a << " * " << b;
    ASSERT_TRUE(same(oracle::nearest(A + B), a + b)) << a << " + " << b;
    if (b != 0) {
      ASSERT_TRUE(same(oracle::nearest(mpq_class(A / B)), a / b)) << a << " / " << b;
    }
    ASSERT_TRUE(same(oracle::nearest(oracle::root(abs(A))), std::sqrt(std::fabs(a)))) << a;
    // A rational combination with one root: a + b sqrt(c) where b sqrt(c) is exact (c a square).
    ASSERT_TRUE(same(oracle::nearest(oracle::Value{A, B, 4}), a + 2 * b)) << a << " + 2 " << b;
  }
}

}  // namespace
