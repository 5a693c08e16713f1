// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title VitaOrderSettings
/// @notice Owner-managed parameters of the order contract: split ratios, destination pools,
/// order price and per-wallet order limit, whitelist (also batched by operators), blacklist and
/// sell permissions.
abstract contract VitaOrderSettings is Ownable2Step {
    uint256 internal constant BPS = 10_000;
    /// @notice Most accounts one `whitelistBatch` call takes (keeps a batch far below a block's gas).
    uint256 public constant MAX_WHITELIST_BATCH = 200;

    /// @notice Receives `staticRatio` of every order (static dividends).
    address public staticDividendPool;
    /// @notice Receives `centralBankRatio` of every order.
    address public centralBankPool;
    /// @notice Receives the rest of every order (fees), including the rounding remainder.
    address public feePool;

    uint16 private _staticRatio = 1_500;
    uint16 private _centralBankRatio = 7_500;
    uint16 private _feeRatio = 1_000;

    /// @notice The price of one order, in USDT (18 decimals): an order pays exactly this.
    uint256 public orderPrice = 224e18;
    /// @notice When true, only whitelisted accounts may place orders.
    bool public whitelistEnabled = true;
    /// @notice When false, nobody may sell DPINE through this contract.
    bool public sellEnabled;
    /// @notice Most orders one wallet may place (spec: up to 4). Packed with the two flags above,
    /// which `placeOrder` reads anyway.
    uint16 public maxOrdersPerWallet = 4;

    mapping(address account => bool) public isWhitelisted;
    mapping(address account => bool) public isBlacklisted;
    mapping(address account => bool) public canSellDPINE;
    /// @notice Accounts that may whitelist wallets in batches (the registration job's key).
    mapping(address account => bool) public isOperator;

    event SplitRatiosUpdated(uint16 staticRatio, uint16 centralBankRatio, uint16 feeRatio);
    event PoolsUpdated(address staticDividendPool, address centralBankPool, address feePool);
    event WhitelistUpdated(address indexed account, bool allowed);
    event WhitelistEnabledUpdated(bool enabled);
    event BlacklistUpdated(address indexed account, bool blocked);
    event SellEnabledUpdated(bool enabled);
    event SellPermissionUpdated(address indexed account, bool allowed);
    event OrderPriceUpdated(uint256 price);
    event MaxOrdersPerWalletUpdated(uint16 limit);
    event OperatorUpdated(address indexed account, bool allowed);

    error ZeroAddress();
    error ZeroAmount();
    error InvalidSplitRatios(uint256 sum);
    /// @notice `account` is neither the owner nor an operator.
    error NotOwnerOrOperator(address account);
    /// @notice A whitelist batch of `size` accounts, more than `maxSize`.
    error WhitelistBatchTooLarge(uint256 size, uint256 maxSize);

    constructor(address staticDividendPool_, address centralBankPool_, address feePool_) {
        _setPools(staticDividendPool_, centralBankPool_, feePool_);
    }

    /// @notice Basis points of each order sent to the static, central bank and fee pools.
    function splitRatios() external view returns (uint16 staticRatio, uint16 centralBankRatio, uint16 feeRatio) {
        return (_staticRatio, _centralBankRatio, _feeRatio);
    }

    /// @notice How `amount` is split; the fee pool's share takes the rounding remainder, so the
    /// three parts always sum to `amount`.
    function splitAmount(uint256 amount) public view returns (uint256 toStatic, uint256 toCentral, uint256 toFee) {
        toStatic = (amount * _staticRatio) / BPS;
        toCentral = (amount * _centralBankRatio) / BPS;
        // Both shares round down and their ratios sum to at most BPS, so they never exceed amount.
        unchecked {
            toFee = amount - toStatic - toCentral;
        }
    }

    /// @notice Sets the split ratios; they must sum to 10000.
    function setSplitRatios(uint16 staticRatio, uint16 centralBankRatio, uint16 feeRatio) external onlyOwner {
        uint256 sum = uint256(staticRatio) + centralBankRatio + feeRatio;
        if (sum != BPS) revert InvalidSplitRatios(sum);
        (_staticRatio, _centralBankRatio, _feeRatio) = (staticRatio, centralBankRatio, feeRatio);
        emit SplitRatiosUpdated(staticRatio, centralBankRatio, feeRatio);
    }

    /// @notice Sets the three destination pools.
    function setPools(address staticDividendPool_, address centralBankPool_, address feePool_) external onlyOwner {
        _setPools(staticDividendPool_, centralBankPool_, feePool_);
    }

    /// @notice The smallest accepted order, under the name of the spec's call list: orders pay
    /// exactly `orderPrice`, so it is that price.
    function minOrderAmount() external view returns (uint256) {
        return orderPrice;
    }

    /// @notice Sets the price of one order.
    /// @param price USDT (18 decimals); must be positive.
    function setOrderPrice(uint256 price) external onlyOwner {
        if (price == 0) revert ZeroAmount();
        orderPrice = price;
        emit OrderPriceUpdated(price);
    }

    /// @notice Sets how many orders one wallet may place; wallets already at or above a lowered
    /// limit can place no more.
    /// @param limit Orders per wallet; must be positive.
    function setMaxOrdersPerWallet(uint16 limit) external onlyOwner {
        if (limit == 0) revert ZeroAmount();
        maxOrdersPerWallet = limit;
        emit MaxOrdersPerWalletUpdated(limit);
    }

    /// @notice Grants or revokes the operator role (whitelisting in batches).
    /// @param account The operator's address; not the zero address.
    /// @param allowed True to grant, false to revoke.
    function setOperator(address account, bool allowed) external onlyOwner {
        if (account == address(0)) revert ZeroAddress();
        isOperator[account] = allowed;
        emit OperatorUpdated(account, allowed);
    }

    /// @notice Whitelists `accounts` for orders; callable by the owner or an operator. Idempotent:
    /// accounts already whitelisted are skipped, so a retried batch succeeds and emits
    /// WhitelistUpdated only for the accounts it added.
    /// @param accounts At most MAX_WHITELIST_BATCH wallets, none the zero address.
    function whitelistBatch(address[] calldata accounts) external {
        if (!isOperator[msg.sender] && msg.sender != owner()) revert NotOwnerOrOperator(msg.sender);
        if (accounts.length > MAX_WHITELIST_BATCH) {
            revert WhitelistBatchTooLarge(accounts.length, MAX_WHITELIST_BATCH);
        }
        for (uint256 i = 0; i < accounts.length; ++i) {
            address account = accounts[i];
            if (account == address(0)) revert ZeroAddress();
            if (isWhitelisted[account]) continue;
            isWhitelisted[account] = true;
            emit WhitelistUpdated(account, true);
        }
    }

    /// @notice Turns the whitelist requirement for orders on or off.
    function setWhitelistEnabled(bool enabled) external onlyOwner {
        whitelistEnabled = enabled;
        emit WhitelistEnabledUpdated(enabled);
    }

    /// @notice Adds or removes `accounts` from the order whitelist.
    function setWhitelisted(address[] calldata accounts, bool allowed) external onlyOwner {
        for (uint256 i = 0; i < accounts.length; ++i) {
            isWhitelisted[accounts[i]] = allowed;
            emit WhitelistUpdated(accounts[i], allowed);
        }
    }

    /// @notice Adds or removes `accounts` from the blacklist (blocks orders and sales).
    function setBlacklisted(address[] calldata accounts, bool blocked) external onlyOwner {
        for (uint256 i = 0; i < accounts.length; ++i) {
            isBlacklisted[accounts[i]] = blocked;
            emit BlacklistUpdated(accounts[i], blocked);
        }
    }

    /// @notice Turns DPINE sales on or off for everyone.
    function setSellEnabled(bool enabled) external onlyOwner {
        sellEnabled = enabled;
        emit SellEnabledUpdated(enabled);
    }

    /// @notice Grants or revokes the per-user permission to sell DPINE; callable by the owner or an
    /// operator (the app's sell-permission job applies the club's rule through the operator key).
    /// @param accounts At most MAX_WHITELIST_BATCH wallets.
    function setSellPermission(address[] calldata accounts, bool allowed) external {
        if (!isOperator[msg.sender] && msg.sender != owner()) revert NotOwnerOrOperator(msg.sender);
        if (accounts.length > MAX_WHITELIST_BATCH) {
            revert WhitelistBatchTooLarge(accounts.length, MAX_WHITELIST_BATCH);
        }
        for (uint256 i = 0; i < accounts.length; ++i) {
            canSellDPINE[accounts[i]] = allowed;
            emit SellPermissionUpdated(accounts[i], allowed);
        }
    }

    function _setPools(address staticDividendPool_, address centralBankPool_, address feePool_) private {
        if (staticDividendPool_ == address(0) || centralBankPool_ == address(0) || feePool_ == address(0)) {
            revert ZeroAddress();
        }
        (staticDividendPool, centralBankPool, feePool) = (staticDividendPool_, centralBankPool_, feePool_);
        emit PoolsUpdated(staticDividendPool_, centralBankPool_, feePool_);
    }
}
