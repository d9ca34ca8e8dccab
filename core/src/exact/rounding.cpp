// rounding.cpp — a rational rounded to the nearest double (rounding.h).
//
// |x| = n / d lies in [2^k, 2^(k+1)) for k = bits(n) - bits(d) or one less (one comparison decides). Its
// quantum, the spacing of the doubles there, is 2^(k - 52), or 2^-1074 once k < -1022 (the subnormals): the
// integer part m of |x| / quantum and the remainder decide the rounding, ties to even; m rounded up may reach
// 2^53, which ldexp still represents (the next binade), and 2^1024 becomes infinity as it should.
#include "exact/rounding.h"

#include <algorithm>
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

}  // namespace hitlab::exact
