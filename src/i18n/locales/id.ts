import type { Messages } from './en.ts';

/** Indonesian. */
export const id = {
  // The language's own name, for the language picker.
  'locale.name': 'Bahasa Indonesia',

  // Bottom tabs of the main layout.
  'nav.home': 'Beranda',
  'nav.draw': 'Undian',
  'nav.notice': 'Pengumuman',
  'nav.me': 'Saya',
  'nav.main': 'Navigasi utama',

  // Home.
  'home.welcome': 'Selamat datang di {name}',
  'home.tagline': 'Undian terjadwal yang dapat Anda verifikasi sendiri, dengan dompet USDT.',
  'home.signIn': 'Masuk',
  'home.signUp': 'Daftar',
  'home.depositNow': 'Deposit sekarang',
  'home.cashOut': 'Tarik dana',
  'home.myBets': 'Taruhan saya',
  'home.onlineService': 'Layanan online',
  'home.lotteries': 'Lotre',
  'home.announcements': 'Pengumuman terbaru',
  'home.notes': 'Catatan',
  'home.note.age': 'Pemain harus berusia di atas 18 tahun.',
  'home.note.fair':
    'Setiap undian dihasilkan dari seed rahasia yang hash-nya dipublikasikan sebelum taruhan dibuka.',

  // Games.
  'game.lotto': 'Lotto 10',
  'game.fast3': 'Fast 3',
  'game.fiveMins': '5 Menit',
  'game.mark6': 'Mark 6',

  // Common states and transport messages (SPEC.md §8).
  'common.loading': 'Memuat…',
  'common.retry': 'Coba lagi',
  'common.networkError': 'Periksa koneksi jaringan Anda dan coba lagi.',
  'common.slowNetwork': 'Jaringan tampaknya lambat. Ketuk untuk mencoba lagi.',
  'common.loadFailed': 'Gagal memuat. Periksa koneksi Anda.',
  'common.maintenance': 'Sedang Dalam Pemeliharaan',
  'common.maintenanceTip': 'Jika Anda mengalami kendala, silakan hubungi layanan pelanggan.',
  'common.noRecords': 'Tidak ada data',
  'common.noMessages': 'Tidak ada pesan di sini',
  'common.bettingFailed': 'Taruhan Gagal',
  'common.successful': 'Berhasil',
  'common.error': 'Kesalahan',
  'common.ok': 'OK',
  'common.cancel': 'Batal',
  'common.language': 'Bahasa',
  'common.skipToContent': 'Langsung ke konten',

  // Client-side validation (SPEC.md §5); the server sends the same texts.
  'validation.username':
    'Nama pengguna harus terdiri dari 4-20 karakter dan hanya berisi huruf, angka, atau garis bawah.',
  'validation.password': 'Kata sandi minimal 6 karakter.',
  'validation.passwordsDoNotMatch': 'Kata sandi tidak cocok.',
  'validation.realName': 'Nama asli tidak boleh kosong.',
  'validation.invitationCode': 'Kode undangan tidak boleh kosong.',
  'validation.terms': 'Anda harus menyetujui syarat dan ketentuan.',
  'validation.loginUsername': 'Masukkan nama pengguna Anda.',
  'validation.loginPassword': 'Masukkan kata sandi Anda.',
  'validation.transactionPassword': 'Masukkan kata sandi transaksi Anda',
  'validation.newPasswordsDoNotMatch': 'Kata sandi baru dan konfirmasi kata sandi tidak cocok.',
  'validation.newTransactionPasswordsDoNotMatch':
    'Kata sandi transaksi baru dan konfirmasi kata sandi transaksi tidak cocok.',
  'validation.depositAmount': 'Masukkan jumlah deposit',
  'validation.usdtAddressRequired': 'Atur alamat USDT Anda di halaman profil sebelum melakukan penarikan.',
  'validation.userId': 'Masukkan ID Pengguna 6 digit yang valid.',
  'validation.transferBalance': 'Saldo tidak mencukupi untuk transfer ini.',

  // API error messages, one per code of the catalogue.
  'error.SYSTEM_ERROR': 'Terjadi kesalahan sistem, silakan coba lagi nanti.',
  'error.INVALID_OPERATION': 'Operasi tidak valid.',
  'error.USERNAME_IS_EXISTS': 'Nama pengguna sudah terdaftar.',
  'error.USERNAME_OR_PASSWORD_IS_EMPTY': 'Masukkan nama pengguna dan kata sandi Anda.',
  'error.USERNAME_OR_PASSWORD_ERROR': 'Nama pengguna atau kata sandi salah.',
  'error.ACCOUNT_DISABLED': 'Akun ini dinonaktifkan. Silakan hubungi layanan pelanggan.',
  'error.ACCOUNT_RESTRICTED': 'Akun ini dibatasi. Silakan hubungi layanan pelanggan.',
  'error.ACCOUNT_FROZEN': 'Akun ini dibekukan. Silakan hubungi layanan pelanggan.',
  'error.CURRENT_PASSWORD_IS_NOT_CORRECT': 'Kata sandi login saat ini salah.',
  'error.CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT': 'Kata sandi transaksi saat ini salah.',
  'error.REAL_NAME_CAN_NOT_BE_CHANGED': 'Nama asli tidak dapat diubah. Silakan hubungi layanan pelanggan.',
  'error.PHONE_NUMBER_CAN_NOT_BE_CHANGED':
    'Nomor telepon tidak dapat diubah. Silakan hubungi layanan pelanggan.',
  'error.CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED':
    'Alamat USDT tidak dapat diubah. Silakan hubungi layanan pelanggan.',
  'error.INCOMPLETE_REGISTER_INFO': 'Informasi pendaftaran belum lengkap. Silakan lengkapi profil Anda.',
  'error.PASSWORD_TOO_SHORT': 'Kata sandi minimal 6 karakter.',
  'error.NEW_PASSWORD_TOO_SHORT': 'Kata sandi baru minimal 6 karakter.',
  'error.INVALID_CHAIN_OR_ADDRESS': 'Jaringan atau alamat tidak valid.',
  'error.CANNOT_TRANSFER_TO_SELF': 'Anda tidak dapat melakukan transfer ke akun sendiri.',
  'error.INSUFFICIENT_BALANCE': 'Saldo tidak mencukupi.',
  'error.USER_IS_NOT_EXISTS': 'Pengguna ini tidak ditemukan.',
  'error.BET_CANNOT_BE_EMPTY': 'Pilih setidaknya satu pilihan.',
  'error.INVALID_BET': 'Taruhan tidak valid.',
  'error.INSUFFICIENT_FOR_THIS_ROOM':
    'Saldo tidak mencukupi untuk ruang ini. Silakan lakukan deposit tambahan.',
  'error.BET_AMOUNT_EXCEEDS_LIMIT': 'Jumlah taruhan melebihi batas ruang ini.',
  'error.BETTING_CLOSED': 'Taruhan untuk putaran ini sudah ditutup.',
  'error.BET_ALREADY_SETTLED_CANCEL_FAILED': 'Taruhan ini sudah diselesaikan dan tidak dapat dibatalkan.',
  'error.BET_ODDS_ALREADY_CHANGED': 'Odds telah berubah. Silakan muat ulang dan coba lagi.',
  'error.INVALID_INVITATION_CODE': 'Kode undangan tidak valid.',
  'error.INVITATION_CODE_EXPIRED': 'Kode undangan ini sudah kedaluwarsa.',
  'error.WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE': 'Jumlah penarikan melebihi saldo Anda.',
  'error.INVALID_USER': 'Pengguna tidak valid.',
  'error.WITHDRAWAL_IS_PROCESSING': 'Ada penarikan yang sedang diproses. Harap tunggu hingga selesai.',
  'error.WITHDRAWAL_STATUS_CHANGED': 'Silakan periksa status terbaru.',
  'error.VALIDATION_ERROR': 'Beberapa kolom tidak valid: {fields}.',
  'error.UNAUTHORIZED': 'Silakan masuk kembali.',
  'error.FORBIDDEN': 'Anda tidak diizinkan melakukan tindakan ini.',
  'error.NOT_FOUND': 'Tidak ditemukan.',
  'error.RATE_LIMITED': 'Terlalu banyak percobaan. Silakan coba lagi dalam {seconds} detik.',
  'error.UNDER_MAINTENANCE':
    'Sedang dalam pemeliharaan. Jika Anda mengalami kendala, silakan hubungi layanan pelanggan.',
  'error.IDEMPOTENCY_KEY_REUSED':
    'Kunci permintaan ini sudah digunakan untuk permintaan lain. Silakan coba lagi.',
  'error.PASSWORDS_DO_NOT_MATCH': 'Kata sandi tidak cocok.',
  'error.AMOUNT_BELOW_MINIMUM': 'Jumlah di bawah batas minimum {min} USDT.',
  'error.AMOUNT_ABOVE_MAXIMUM': 'Jumlah melebihi batas maksimum {max} USDT.',
  'error.OUTSIDE_WITHDRAWAL_HOURS': 'Penarikan hanya dapat dilakukan pukul {start} hingga {end} ({zone}).',
  'error.TRANSFER_LIMIT_EXCEEDED': 'Jumlah melebihi batas per transfer.',
  'error.DAILY_LIMIT_EXCEEDED': 'Jumlah melebihi batas transfer harian Anda.',
  'error.TERMS_NOT_ACCEPTED': 'Anda harus menyetujui syarat dan ketentuan.',
  'error.METHOD_NOT_ALLOWED': 'Metode ini tidak diizinkan di sini.',
  'error.PAYLOAD_TOO_LARGE': 'Permintaan terlalu besar.',
  'error.TOTP_REQUIRED': 'Masukkan kode 6 digit dari aplikasi autentikator Anda.',
  'error.TOTP_INVALID': 'Kode autentikator salah.',

  // System notifications, rendered in the reader's language.
  'notification.depositCredited.title': 'Deposit berhasil',
  'notification.depositCredited.body': 'Deposit Anda sebesar {amount} USDT telah masuk ke saldo Anda.',
  'notification.depositRejected.title': 'Deposit ditolak',
  'notification.depositRejected.body': 'Deposit Anda sebesar {amount} USDT ditolak. Alasan: {reason}',
  'notification.depositReversed.title': 'Deposit dibatalkan',
  'notification.depositReversed.body':
    'Deposit Anda sebesar {amount} USDT telah dibatalkan. Alasan: {reason}',
  'notification.withdrawalApproved.title': 'Penarikan disetujui',
  'notification.withdrawalApproved.body':
    'Penarikan Anda sebesar {amount} USDT telah disetujui dan sedang menunggu pembayaran.',
  'notification.withdrawalCompleted.title': 'Penarikan berhasil',
  'notification.withdrawalCompleted.body':
    '{actualAmount} USDT telah dikirim ke alamat Anda. Transaksi: {txHash}',
  'notification.withdrawalFailed.title': 'Penarikan gagal',
  'notification.withdrawalFailed.body':
    'Pembayaran penarikan Anda sebesar {amount} USDT gagal dan dana telah dikembalikan ke saldo Anda. Alasan: {reason}',
  'notification.withdrawalRejected.title': 'Penarikan ditolak',
  'notification.withdrawalRejected.body':
    'Penarikan Anda sebesar {amount} USDT ditolak dan dana telah dikembalikan ke saldo Anda. Alasan: {reason}',
  'notification.withdrawalCanceled.title': 'Penarikan dibatalkan',
  'notification.withdrawalCanceled.body':
    'Anda telah membatalkan penarikan sebesar {amount} USDT. Dana telah dikembalikan ke saldo Anda.',
  'notification.transferReceived.title': 'Transfer diterima',
  'notification.transferReceived.body': 'Anda menerima {amount} USDT dari pengguna {fromUserId}.',

  // Field codes of a VALIDATION_ERROR's `fields` map.
  'field.REQUIRED': 'Kolom ini wajib diisi.',
  'field.INVALID_TYPE': 'Tipe nilai ini salah.',
  'field.INVALID_FORMAT': 'Format nilai ini salah.',
  'field.INVALID_VALUE': 'Nilai ini tidak termasuk nilai yang diizinkan.',
  'field.TOO_SHORT': 'Nilai ini terlalu pendek.',
  'field.TOO_LONG': 'Nilai ini terlalu panjang.',
  'field.TOO_SMALL': 'Nilai ini terlalu kecil.',
  'field.TOO_BIG': 'Nilai ini terlalu besar.',
  'field.UNKNOWN_FIELD': 'Kolom ini tidak dikenali.',
  'field.INVALID_AMOUNT': 'Masukkan jumlah positif dengan maksimal dua angka desimal.',
  'field.MALFORMED_JSON': 'Isi permintaan bukan JSON yang valid.',
  'field.USERNAME_INVALID':
    'Nama pengguna harus terdiri dari 4-20 karakter dan hanya berisi huruf, angka, atau garis bawah.',
  'field.PASSWORD_TOO_SHORT': 'Kata sandi minimal 6 karakter.',
  'field.PASSWORDS_DO_NOT_MATCH': 'Kata sandi tidak cocok.',
  'field.AMOUNT_BELOW_MINIMUM': 'Jumlah di bawah batas minimum.',
  'field.AMOUNT_ABOVE_MAXIMUM': 'Jumlah melebihi batas maksimum.',
  'field.USERNAME_REQUIRED': 'Masukkan nama pengguna Anda.',
  'field.PASSWORD_REQUIRED': 'Masukkan kata sandi Anda.',
  'field.REAL_NAME_REQUIRED': 'Nama asli tidak boleh kosong.',
  'field.INVITATION_CODE_REQUIRED': 'Kode undangan tidak boleh kosong.',
  'field.TERMS_NOT_ACCEPTED': 'Anda harus menyetujui syarat dan ketentuan.',
  'field.TRANSACTION_PASSWORD_REQUIRED': 'Masukkan kata sandi transaksi Anda',
  'field.NEW_PASSWORD_TOO_SHORT': 'Kata sandi baru minimal 6 karakter.',
  'field.NEW_PASSWORDS_DO_NOT_MATCH': 'Kata sandi baru dan konfirmasi kata sandi tidak cocok.',
  'field.NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH':
    'Kata sandi transaksi baru dan konfirmasi kata sandi transaksi tidak cocok.',
  'field.PHONE_NUMBER_INVALID': 'Masukkan nomor telepon 6 hingga 15 digit, boleh diawali dengan +.',
  'field.INVALID_CHAIN_OR_ADDRESS':
    'Masukkan alamat USDT yang valid: TRC-20 (diawali T) atau ERC-20 (diawali 0x).',
  'field.USER_ID_INVALID': 'Masukkan ID Pengguna 6 digit yang valid.',
  'field.USDT_ADDRESS_REQUIRED': 'Atur alamat USDT Anda di halaman profil sebelum melakukan penarikan.',
  'field.INSUFFICIENT_BALANCE_FOR_TRANSFER': 'Saldo tidak mencukupi untuk transfer ini.',
} as const satisfies Messages;
