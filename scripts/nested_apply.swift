// Measures whether a concurrentPerform nested inside another runs its lanes at once:
// swiftc -O scripts/nested_apply.swift -o nested_apply && ./nested_apply
// (docs/performance.md, "Issue 18, target 2 again").
import Dispatch
import Foundation
@inline(never) func spin(_ n: Int) -> Double { var x = 0.0; for i in 0..<n { x += sin(Double(i)) }; return x }
func now() -> Double { Date().timeIntervalSince1970 }
let n = 20_000_000
var t = now()
DispatchQueue.concurrentPerform(iterations: 2) { _ in _ = spin(n) }
print("flat 2 lanes:", now() - t)
t = now()
_ = spin(n); _ = spin(n)
print("serial 2:", now() - t)
t = now()
// outer lane 0: short job; lane 1: nested two lanes of n each
DispatchQueue.concurrentPerform(iterations: 2) { lane in
  if lane == 0 { _ = spin(n / 10) } else {
    DispatchQueue.concurrentPerform(iterations: 2) { _ in _ = spin(n) }
  }
}
print("nested (short beside two lanes):", now() - t)
