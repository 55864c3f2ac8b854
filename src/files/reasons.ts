/** The file system's errors said in words, for every room that reads or writes a file. */

/** An error of the file system said in words, without its code, syscall and path. */
export function ioReason(e: unknown): string {
  switch ((e as { code?: string }).code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EROFS':
      return 'read-only file system';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EIO':
      return 'input/output error';
    case 'EFBIG':
      return 'file too large';
    case 'ELOOP':
      return 'a symbolic link where none may be';
    case 'ENOENT':
      return 'no such file or folder';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'EISDIR':
      return 'is a folder';
    case 'EEXIST':
      return 'a file of that name is in the way';
    default:
      return (e as { code?: string }).code ?? 'cannot write';
  }
}
