import Foundation

/// Tells whether the caller runs on the process's main thread.
///
/// Foundation answers (`Thread.isMainThread`) once per thread; a thread-specific slot keeps the answer as a small
/// integer stored as a pointer (1 main, 2 other), never dereferenced. Later calls cost one `pthread_getspecific`.
@usableFromInline
enum MainThread {
    private static let answerKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    @usableFromInline
    static var isCurrent: Bool {
        if let answer = pthread_getspecific(answerKey) {
            return Int(bitPattern: answer) == 1
        }
        let isMain = Thread.isMainThread
        pthread_setspecific(answerKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
}
