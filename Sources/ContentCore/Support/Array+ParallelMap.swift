import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` over the elements on every core when there are enough of them to pay for it;
    /// results keep the input order.
    package func parallelMap<T: Sendable>(minimumCount: Int = 16, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count >= minimumCount else { return map(transform) }
        return parallelMap(jobs: 0, transform)
    }

    /// `map` on at most `jobs` threads (0: one per core), results in input order.
    package func parallelMap<T: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        let workers = jobs <= 0 ? ProcessInfo.processInfo.activeProcessorCount : jobs
        guard workers > 1, count > 1 else { return map(transform) }
        let output = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        output.initialize(repeating: nil)
        defer { output.deallocate() }
        let slots = SendableBuffer(buffer: output)
        let total = count
        self.withUnsafeBufferPointer { input in
            let source = SendableInput(buffer: input)
            DispatchQueue.concurrentPerform(iterations: Swift.min(workers, total)) { worker in
                var index = worker
                while index < total {
                    slots.buffer[index] = transform(source.buffer[index])
                    index += workers
                }
            }
        }
        return output.map { $0! }
    }
}

/// Each index is written by exactly one worker, so sharing the buffer is race-free.
private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
}

private struct SendableInput<T>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<T>
}
