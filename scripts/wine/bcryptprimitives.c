/* For checking the Windows program under Debian's wine 8, which lacks bcryptprimitives.dll:
 * Rust's standard library takes its random numbers from ProcessPrng there (every Windows since
 * 10 has it). This stand-in answers from RtlGenRandom. It is placed beside daga.exe only for the
 * check in scripts/release.sh, never packed. */
#include <windows.h>
#include <ntsecapi.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG piece = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!RtlGenRandom(data, piece)) return FALSE;
        data += piece;
        length -= piece;
    }
    return TRUE;
}
