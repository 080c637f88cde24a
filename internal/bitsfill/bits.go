// Package bitsfill is a portable stand-in for math/bits, for judges whose Go
// predates go1.9.
//
// Its functions have the names, signatures and results of their math/bits
// namesakes, in pure Go that compiles under the go1.7 language rules (shift counts
// are unsigned; trailing zeros come from de Bruijn multiplication). ojkit bundle
// inlines this file in place of math/bits when a problem's Go floor is below
// go1.9; at newer floors the bundle keeps math/bits and the compiler's intrinsics.
//
// Covered: UintSize, OnesCount*, TrailingZeros*, LeadingZeros*, Len*, RotateLeft*,
// Reverse*, ReverseBytes*, Add*, Sub* and Mul*. Div* and Rem* are not.
//
// The package is submission code, as a bundle carries it: it imports
// nothing, and it compiles with go1.7.
package bitsfill

// UintSize is the size of a uint in bits.
const UintSize = uintSize

// uintSize is 32 or 64.
const uintSize = 32 << (^uint(0) >> 63)

// LeadingZeros returns the number of leading zero bits in x; the result is
// UintSize for x == 0.
func LeadingZeros(x uint) int { return UintSize - Len(x) }

// LeadingZeros8 returns the number of leading zero bits in x; the result is 8 for
// x == 0.
func LeadingZeros8(x uint8) int { return 8 - Len8(x) }

// LeadingZeros16 returns the number of leading zero bits in x; the result is 16
// for x == 0.
func LeadingZeros16(x uint16) int { return 16 - Len16(x) }

// LeadingZeros32 returns the number of leading zero bits in x; the result is 32
// for x == 0.
func LeadingZeros32(x uint32) int { return 32 - Len32(x) }

// LeadingZeros64 returns the number of leading zero bits in x; the result is 64
// for x == 0.
func LeadingZeros64(x uint64) int { return 64 - Len64(x) }

// deBruijn32 is a de Bruijn sequence: its top 5 bits, shifted left by i, are
// distinct for every i in 0..31.
const deBruijn32 = 0x077CB531

// deBruijn32tab maps the top 5 bits of deBruijn32<<i back to i.
var deBruijn32tab = [32]byte{
	0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
	31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9,
}

// deBruijn64 is a de Bruijn sequence: its top 6 bits, shifted left by i, are
// distinct for every i in 0..63.
const deBruijn64 = 0x03f79d71b4ca8b09

// deBruijn64tab maps the top 6 bits of deBruijn64<<i back to i.
var deBruijn64tab = [64]byte{
	0, 1, 56, 2, 57, 49, 28, 3, 61, 58, 42, 50, 38, 29, 17, 4,
	62, 47, 59, 36, 45, 43, 51, 22, 53, 39, 33, 30, 24, 18, 12, 5,
	63, 55, 48, 27, 60, 41, 37, 16, 46, 35, 44, 21, 52, 32, 23, 11,
	54, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6,
}

// TrailingZeros returns the number of trailing zero bits in x; the result is
// UintSize for x == 0.
func TrailingZeros(x uint) int {
	if UintSize == 32 {
		return TrailingZeros32(uint32(x))
	}
	return TrailingZeros64(uint64(x))
}

// TrailingZeros8 returns the number of trailing zero bits in x; the result is 8
// for x == 0.
func TrailingZeros8(x uint8) int {
	if x == 0 {
		return 8
	}
	return TrailingZeros32(uint32(x))
}

// TrailingZeros16 returns the number of trailing zero bits in x; the result is 16
// for x == 0.
func TrailingZeros16(x uint16) int {
	if x == 0 {
		return 16
	}
	return TrailingZeros32(uint32(x))
}

// TrailingZeros32 returns the number of trailing zero bits in x; the result is 32
// for x == 0.
func TrailingZeros32(x uint32) int {
	if x == 0 {
		return 32
	}
	return int(deBruijn32tab[(x&-x)*deBruijn32>>27])
}

// TrailingZeros64 returns the number of trailing zero bits in x; the result is 64
// for x == 0.
func TrailingZeros64(x uint64) int {
	if x == 0 {
		return 64
	}
	return int(deBruijn64tab[(x&-x)*deBruijn64>>58])
}

// OnesCount returns the number of one bits ("population count") in x.
func OnesCount(x uint) int {
	if UintSize == 32 {
		return OnesCount32(uint32(x))
	}
	return OnesCount64(uint64(x))
}

// OnesCount8 returns the number of one bits ("population count") in x.
func OnesCount8(x uint8) int { return OnesCount32(uint32(x)) }

// OnesCount16 returns the number of one bits ("population count") in x.
func OnesCount16(x uint16) int { return OnesCount32(uint32(x)) }

// OnesCount32 returns the number of one bits ("population count") in x.
func OnesCount32(x uint32) int {
	x -= x >> 1 & 0x55555555
	x = x&0x33333333 + x>>2&0x33333333
	x = (x + x>>4) & 0x0f0f0f0f
	return int(x * 0x01010101 >> 24)
}

// OnesCount64 returns the number of one bits ("population count") in x.
func OnesCount64(x uint64) int {
	x -= x >> 1 & 0x5555555555555555
	x = x&0x3333333333333333 + x>>2&0x3333333333333333
	x = (x + x>>4) & 0x0f0f0f0f0f0f0f0f
	return int(x * 0x0101010101010101 >> 56)
}

// RotateLeft returns the value of x rotated left by (k mod UintSize) bits. To
// rotate x right by k bits, call RotateLeft(x, -k).
func RotateLeft(x uint, k int) uint {
	const n = UintSize
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}

// RotateLeft8 returns the value of x rotated left by (k mod 8) bits. To rotate x
// right by k bits, call RotateLeft8(x, -k).
func RotateLeft8(x uint8, k int) uint8 {
	const n = 8
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}

// RotateLeft16 returns the value of x rotated left by (k mod 16) bits. To rotate x
// right by k bits, call RotateLeft16(x, -k).
func RotateLeft16(x uint16, k int) uint16 {
	const n = 16
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}

// RotateLeft32 returns the value of x rotated left by (k mod 32) bits. To rotate x
// right by k bits, call RotateLeft32(x, -k).
func RotateLeft32(x uint32, k int) uint32 {
	const n = 32
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}

// RotateLeft64 returns the value of x rotated left by (k mod 64) bits. To rotate x
// right by k bits, call RotateLeft64(x, -k).
func RotateLeft64(x uint64, k int) uint64 {
	const n = 64
	s := uint(k) & (n - 1)
	return x<<s | x>>(n-s)
}

// Reverse returns the value of x with its bits in reversed order.
func Reverse(x uint) uint {
	if UintSize == 32 {
		return uint(Reverse32(uint32(x)))
	}
	return uint(Reverse64(uint64(x)))
}

// Reverse8 returns the value of x with its bits in reversed order.
func Reverse8(x uint8) uint8 { return uint8(Reverse32(uint32(x)) >> 24) }

// Reverse16 returns the value of x with its bits in reversed order.
func Reverse16(x uint16) uint16 { return uint16(Reverse32(uint32(x)) >> 16) }

// Reverse32 returns the value of x with its bits in reversed order.
func Reverse32(x uint32) uint32 {
	x = x>>1&0x55555555 | x&0x55555555<<1
	x = x>>2&0x33333333 | x&0x33333333<<2
	x = x>>4&0x0f0f0f0f | x&0x0f0f0f0f<<4
	return ReverseBytes32(x)
}

// Reverse64 returns the value of x with its bits in reversed order.
func Reverse64(x uint64) uint64 {
	x = x>>1&0x5555555555555555 | x&0x5555555555555555<<1
	x = x>>2&0x3333333333333333 | x&0x3333333333333333<<2
	x = x>>4&0x0f0f0f0f0f0f0f0f | x&0x0f0f0f0f0f0f0f0f<<4
	return ReverseBytes64(x)
}

// ReverseBytes returns the value of x with its bytes in reversed order.
func ReverseBytes(x uint) uint {
	if UintSize == 32 {
		return uint(ReverseBytes32(uint32(x)))
	}
	return uint(ReverseBytes64(uint64(x)))
}

// ReverseBytes16 returns the value of x with its bytes in reversed order.
func ReverseBytes16(x uint16) uint16 { return x>>8 | x<<8 }

// ReverseBytes32 returns the value of x with its bytes in reversed order.
func ReverseBytes32(x uint32) uint32 {
	x = x>>8&0x00ff00ff | x&0x00ff00ff<<8
	return x>>16 | x<<16
}

// ReverseBytes64 returns the value of x with its bytes in reversed order.
func ReverseBytes64(x uint64) uint64 {
	x = x>>8&0x00ff00ff00ff00ff | x&0x00ff00ff00ff00ff<<8
	x = x>>16&0x0000ffff0000ffff | x&0x0000ffff0000ffff<<16
	return x>>32 | x<<32
}

// Len returns the minimum number of bits required to represent x; the result is
// 0 for x == 0.
func Len(x uint) int {
	if UintSize == 32 {
		return Len32(uint32(x))
	}
	return Len64(uint64(x))
}

// Len8 returns the minimum number of bits required to represent x; the result is
// 0 for x == 0.
func Len8(x uint8) int { return Len32(uint32(x)) }

// Len16 returns the minimum number of bits required to represent x; the result is
// 0 for x == 0.
func Len16(x uint16) int { return Len32(uint32(x)) }

// Len32 returns the minimum number of bits required to represent x; the result is
// 0 for x == 0.
func Len32(x uint32) (n int) {
	if x >= 1<<16 {
		x >>= 16
		n = 16
	}
	if x >= 1<<8 {
		x >>= 8
		n += 8
	}
	if x >= 1<<4 {
		x >>= 4
		n += 4
	}
	if x >= 1<<2 {
		x >>= 2
		n += 2
	}
	if x >= 1<<1 {
		x >>= 1
		n++
	}
	return n + int(x)
}

// Len64 returns the minimum number of bits required to represent x; the result is
// 0 for x == 0.
func Len64(x uint64) (n int) {
	if x >= 1<<32 {
		x >>= 32
		n = 32
	}
	return n + Len32(uint32(x))
}

// Add returns the sum with carry of x, y and carry: sum = x + y + carry. The
// carry input must be 0 or 1; carryOut is 0 or 1.
func Add(x, y, carry uint) (sum, carryOut uint) {
	if UintSize == 32 {
		s, c := Add32(uint32(x), uint32(y), uint32(carry))
		return uint(s), uint(c)
	}
	s, c := Add64(uint64(x), uint64(y), uint64(carry))
	return uint(s), uint(c)
}

// Add32 returns the sum with carry of x, y and carry: sum = x + y + carry. The
// carry input must be 0 or 1; carryOut is 0 or 1.
func Add32(x, y, carry uint32) (sum, carryOut uint32) {
	s := uint64(x) + uint64(y) + uint64(carry)
	return uint32(s), uint32(s >> 32)
}

// Add64 returns the sum with carry of x, y and carry: sum = x + y + carry. The
// carry input must be 0 or 1; carryOut is 0 or 1.
func Add64(x, y, carry uint64) (sum, carryOut uint64) {
	sum = x + y + carry
	carryOut = (x&y | (x|y)&^sum) >> 63
	return
}

// Sub returns the difference of x, y and borrow: diff = x - y - borrow. The
// borrow input must be 0 or 1; borrowOut is 0 or 1.
func Sub(x, y, borrow uint) (diff, borrowOut uint) {
	if UintSize == 32 {
		d, b := Sub32(uint32(x), uint32(y), uint32(borrow))
		return uint(d), uint(b)
	}
	d, b := Sub64(uint64(x), uint64(y), uint64(borrow))
	return uint(d), uint(b)
}

// Sub32 returns the difference of x, y and borrow: diff = x - y - borrow. The
// borrow input must be 0 or 1; borrowOut is 0 or 1.
func Sub32(x, y, borrow uint32) (diff, borrowOut uint32) {
	diff = x - y - borrow
	borrowOut = (^x&y | ^(x^y)&diff) >> 31
	return
}

// Sub64 returns the difference of x, y and borrow: diff = x - y - borrow. The
// borrow input must be 0 or 1; borrowOut is 0 or 1.
func Sub64(x, y, borrow uint64) (diff, borrowOut uint64) {
	diff = x - y - borrow
	borrowOut = (^x&y | ^(x^y)&diff) >> 63
	return
}

// Mul returns the full-width product of x and y: (hi, lo) = x * y with the
// product bits' upper half returned in hi and the lower half returned in lo.
func Mul(x, y uint) (hi, lo uint) {
	if UintSize == 32 {
		h, l := Mul32(uint32(x), uint32(y))
		return uint(h), uint(l)
	}
	h, l := Mul64(uint64(x), uint64(y))
	return uint(h), uint(l)
}

// Mul32 returns the 64-bit product of x and y: (hi, lo) = x * y with the product
// bits' upper half returned in hi and the lower half returned in lo.
func Mul32(x, y uint32) (hi, lo uint32) {
	p := uint64(x) * uint64(y)
	return uint32(p >> 32), uint32(p)
}

// Mul64 returns the 128-bit product of x and y: (hi, lo) = x * y with the
// product bits' upper half returned in hi and the lower half returned in lo.
func Mul64(x, y uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	x0, x1 := x&mask32, x>>32
	y0, y1 := y&mask32, y>>32
	w0 := x0 * y0
	t := x1*y0 + w0>>32
	w1, w2 := t&mask32, t>>32
	w1 += x0 * y1
	hi = x1*y1 + w2 + w1>>32
	lo = x * y
	return
}
