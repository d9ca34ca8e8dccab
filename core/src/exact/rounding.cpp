// rounding.cpp — a rational rounded to the nearest double (rounding.h).
//
// |x| = n / d lies in [2^k, 2^(k+1)) for k = bits(n) - bits(d) or one less (one comparison decides). Its
// quantum, the spacing of the doubles there, is 2^(k - 52), or 2^-1074 once k < -1022 (the subnormals): the
// integer part m of |x| / quantum and the remainder decide the rounding, ties to even; m rounded up may reach
// 2^53, which ldexp still represents (the next binade), and 2^1024 becomes infinity as it should.
#include "exact/rounding.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace hitlab::exact {

double nearest(const mpq_class& x) {
  const int s = sgn(x);
  if (s == 0) return 0;
  const mpz_class n = abs(x.get_num()), &d = x.get_den();
  long k = static_cast<long>(mpz_sizeinbase(n.get_mpz_t(), 2)) -
           static_cast<long>(mpz_sizeinbase(d.get_mpz_t(), 2));
  // Is n / d >= 2^k?
  {
    mpz_class lhs = n, rhs = d;
    if (k >= 0)
      rhs <<= static_cast<mp_bitcnt_t>(k);
    else
      lhs <<= static_cast<mp_bitcnt_t>(-k);
    if (lhs < rhs) --k;
  }
  if (k > 1023) return s * std::numeric_limits<double>::infinity();
  const long q = std::max(k - 52, -1074L);  // the quantum's exponent
  mpz_class num = n, den = d;
  if (q < 0)
    num <<= static_cast<mp_bitcnt_t>(-q);
  else
    den <<= static_cast<mp_bitcnt_t>(q);
  mpz_class m, r;
  mpz_fdiv_qr(m.get_mpz_t(), r.get_mpz_t(), num.get_mpz_t(), den.get_mpz_t());
  r <<= 1;
  const int c = cmp(r, den);
  if (c > 0 || (c == 0 && mpz_odd_p(m.get_mpz_t()))) ++m;
  // m <= 2^53: exact as a double; times 2^q exact (or infinite from 2^1024 on).
  return s * std::ldexp(m.get_d(), static_cast<int>(q));
}

// Is x (exact) nearer to y than to its neighbours, ties to even? 1 yes, 0 no (a better guess is needed), and
// a tie to the even neighbour replaces y. signAt(m) is the exact sign of x - m.
template <class SignAt>
static bool confirms(double& y, const SignAt& signAt) {
  if (!std::isfinite(y)) return true;
  const double prev = std::nextafter(y, -INFINITY), next = std::nextafter(y, INFINITY);
  const mpq_class Y(y), P(prev);
  const mpq_class lower = (Y + P) / 2, upper = std::isfinite(next) ? mpq_class((Y + mpq_class(next)) / 2)
                                                                   : mpq_class(Y + (Y - P) / 2);
  const int below = signAt(lower), above = signAt(upper);
  auto even = [](double v) {  // (a memcpy: WebAssembly's libc++ has no std::bit_cast)
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    return (bits & 1) == 0;
  };
  if (below > 0 && above < 0) return true;
  if (below == 0) return y = even(y) ? y : prev, true;
  if (above == 0) return y = even(y) ? y : next, true;
  return false;
}

double nearestSumRoot(const mpq_class& a, const mpq_class& b, const mpq_class& c) {
  if (sgn(b) == 0 || sgn(c) == 0) return nearest(a);
  // sqrt(c) = sqrt(n d) / d: floor(sqrt(n d 4^k)) / (d 2^k) is below it by less than 1 / (d 2^k).
  const mpz_class nd = c.get_num() * c.get_den();
  const long rootBits = static_cast<long>(mpz_sizeinbase(nd.get_mpz_t(), 2)) / 2;
  for (long bits = 128;; bits *= 2) {
    const long k = std::max(0L, bits - rootBits);
    mpz_class root, scaled = nd << static_cast<mp_bitcnt_t>(2 * k);
    mpz_sqrt(root.get_mpz_t(), scaled.get_mpz_t());
    mpq_class s(root, mpz_class(c.get_den() << static_cast<mp_bitcnt_t>(k)));
    s.canonicalize();
    double y = nearest(mpq_class(a + b * s));
    if (confirms(y, [&](const mpq_class& m) { return signSumRoot(mpq_class(a - m), b, c); })) return y;
  }
}

// The sign of X + R sqrt(L) for L >= 0 (signSumRoot takes L > 0).
static int signSumRootOrRational(const mpq_class& X, const mpq_class& R, const mpq_class& L) {
  return sgn(L) == 0 ? sgn(X) : signSumRoot(X, R, L);
}

int sign(const Nested& x) {
  if (sgn(x.L) == 0) return sign(Nested{x.a, 0, 1, x.g, x.d, 0});  // (no root of L: one form)
  const int su = signSumRootOrRational(x.a, x.b, x.L);             // u = a + b sqrt(L)
  const int sw = signSumRootOrRational(x.d, x.e, x.L);             // W = d + e sqrt(L), the radicand
  const int sv = sw > 0 ? sgn(x.g) : 0;                            // v = g sqrt(W)
  if (sv == 0) return su;
  if (su == 0 || su == sv) return sv;
  // Opposite signs: |u| against |v|, as u^2 - g^2 W = (a^2 + b^2 L - g^2 d) + (2ab - g^2 e) sqrt(L).
  const mpq_class g2 = x.g * x.g;
  return su * signSumRootOrRational(mpq_class(x.a * x.a + x.b * x.b * x.L - g2 * x.d),
                                    mpq_class(2 * x.a * x.b - g2 * x.e), x.L);
}

// A rational within 2^-bits (relative to the root's size, and at least absolutely 2^-bits) below sqrt(q)
// for q >= 0.
static mpq_class rootBelow(const mpq_class& q, long bits) {
  if (sgn(q) <= 0) return 0;
  const mpz_class nd = q.get_num() * q.get_den();
  const long rootBits = static_cast<long>(mpz_sizeinbase(nd.get_mpz_t(), 2)) / 2;
  const long k = std::max(0L, bits - rootBits);
  mpz_class root, scaled = nd << static_cast<mp_bitcnt_t>(2 * k);
  mpz_sqrt(root.get_mpz_t(), scaled.get_mpz_t());
  mpq_class s(root, mpz_class(q.get_den() << static_cast<mp_bitcnt_t>(k)));
  s.canonicalize();
  return s;
}

double nearest(const Nested& x) {
  if (sgn(x.g) == 0 || (sgn(x.d) == 0 && sgn(x.e) == 0)) return nearestSumRoot(x.a, x.b, x.L);
  for (long bits = 128;; bits *= 2) {
    const mpq_class rootL = rootBelow(x.L, bits + 64);
    const mpq_class w = x.d + x.e * rootL;
    double y = nearest(mpq_class(x.a + x.b * rootL + x.g * rootBelow(w, bits)));
    if (confirms(y, [&](const mpq_class& m) {
          return sign(Nested{mpq_class(x.a - m), x.b, x.L, x.g, x.d, x.e});
        }))
      return y;
  }
}

}  // namespace hitlab::exact
